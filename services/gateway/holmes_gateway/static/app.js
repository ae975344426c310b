// Entry point: session list, composer, and routing of WebSocket messages to turns.

import * as api from './api.js';
import { SessionSocket } from './ws.js';
import { TurnView } from './turn.js';
import { renderResponse } from './response.js';
import { renderMarkdown } from './markdown.js';
import { h, fmtDateTime } from './dom.js';

const $ = (id) => document.getElementById(id);
const els = {
  list: $('session-list'), newBtn: $('new-session'), log: $('message-list'), form: $('composer'),
  input: $('query-input'), send: $('send-button'), checkpoint: $('checkpoint-toggle'),
  status: $('connection-status'), live: $('live-region'), title: $('chat-title'), notice: $('notice'),
};

const state = { sessionId: null, socket: null, turn: null, sessions: [] };

const STATUS_TEXT = {
  connecting: '연결 중…', open: '연결됨', reconnecting: '재연결 중…', closed: '연결 안 됨', failed: '연결 실패',
};

function announce(text) {
  // Re-set so identical consecutive messages are still read out.
  els.live.textContent = '';
  requestAnimationFrame(() => { els.live.textContent = text; });
}

function notify(text) {
  els.notice.textContent = text;
  els.notice.hidden = !text;
}

function setStatus(s, detail = {}) {
  let text = STATUS_TEXT[s] || s;
  if (s === 'failed') text = detail.code === 4004 ? '세션을 찾을 수 없음' : detail.code === 4001 ? '인증 실패' : text;
  els.status.textContent = text;
  els.status.dataset.state = s;
  if (s === 'failed') notify(detail.code === 4004 ? '세션이 만료되었거나 존재하지 않습니다. 새 대화를 시작해 주세요.'
    : '이 세션에 접근할 권한이 없습니다. 새 대화를 시작해 주세요.');
}

const scrollDown = () => { els.log.scrollTop = els.log.scrollHeight; };
/** Land on the start of an answer, not on its sources: its top at the top of the chat log. */
const showAnswer = (el) => {
  if (!el) { scrollDown(); return; }
  els.log.scrollTop += el.getBoundingClientRect().top - els.log.getBoundingClientRect().top;
  if (el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });   // phone: the page scrolls
};

// ---------- sessions ----------

async function refreshSessions() {
  try {
    state.sessions = await api.listSessions(50);
  } catch (e) {
    if (e.status !== 401 && e.status !== 403) notify(e.message);
    state.sessions = [];
  }
  renderSessions();
}

function renderSessions() {
  const items = state.sessions.map((s) => sessionItem(s));
  els.list.replaceChildren(...(items.length ? items : [h('li', { class: 'muted empty', text: '대화가 없습니다.' })]));
}

/** One-line preview of a (markdown) message for the session list. */
const preview = (text) => String(text).replace(/[#*`>|_~]+|\[([^\]]*)\]\([^)]*\)/g, (m, label) => label ?? ' ')
  .replace(/\s+/g, ' ').trim().slice(0, 60);

function sessionItem(s) {
  const id = s.session_id;
  const current = id === state.sessionId;
  const open = h('button', { type: 'button', class: 'session-open', 'data-testid': 'session-open',
    'aria-current': current ? 'true' : null, onclick: () => openSession(id) },
  h('span', { class: 'session-title', text: s.title || '새 대화' }),
  s.last_message ? h('span', { class: 'session-last muted', text: preview(s.last_message) }) : null,
  h('span', { class: 'session-time muted', text: fmtDateTime(s.updated_at || s.created_at) }));
  const rename = h('button', { type: 'button', class: 'icon', 'data-testid': 'session-rename', 'aria-label': `${s.title || '대화'} 이름 변경`, text: '✎',
    onclick: () => startRename(li, s) });
  const del = h('button', { type: 'button', class: 'icon danger', 'data-testid': 'session-delete', 'aria-label': `${s.title || '대화'} 삭제`, text: '✕',
    onclick: () => confirmDelete(del, s) });
  const li = h('li', { class: `session-item${current ? ' current' : ''}`, 'data-testid': 'session-item', 'data-session-id': id }, open, rename, del);
  return li;
}

function startRename(li, s) {
  const input = h('input', { type: 'text', class: 'rename-input', 'data-testid': 'session-rename-input', value: s.title || '', 'aria-label': '새 대화 이름', maxlength: 100 });
  let finished = false;                         // Enter/Escape and blur must not both save
  const done = async (save) => {
    if (finished) return;
    finished = true;
    const title = input.value.trim();
    if (save && title && title !== s.title) {
      try { await api.renameSession(s.session_id, title); s.title = title; } catch (e) { notify(e.message); }
    }
    renderSessions();
    els.list.querySelector(`[data-session-id="${CSS.escape(s.session_id)}"] [data-testid="session-rename"]`)?.focus();
  };
  input.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter') { ev.preventDefault(); done(true); }
    if (ev.key === 'Escape') { ev.preventDefault(); done(false); }
  });
  input.addEventListener('blur', () => done(true), { once: true });
  li.replaceChildren(input);
  input.focus();
  input.select();
}

/** Two-step delete: the first press asks, the second (within 4 s) deletes. */
async function confirmDelete(btn, s) {
  if (btn.dataset.confirm !== '1') {
    btn.dataset.confirm = '1';
    btn.textContent = '삭제?';
    btn.setAttribute('aria-label', `${s.title || '대화'} 삭제 확인 — 한 번 더 누르세요`);
    announce('한 번 더 누르면 삭제됩니다.');
    setTimeout(() => { if (btn.isConnected) renderSessions(); }, 4000);
    return;
  }
  try {
    await api.deleteSession(s.session_id);
    if (s.session_id === state.sessionId) closeSession();
    await refreshSessions();
    announce('대화를 삭제했습니다.');
    els.newBtn.focus();
  } catch (e) { notify(e.message); }
}

function closeSession() {
  state.socket?.close();
  state.socket = null;
  state.sessionId = null;
  state.turn = null;
  els.form.removeAttribute('data-busy');
  els.log.replaceChildren();
  els.title.textContent = '새 대화';
  setStatus('closed');
  history.replaceState(null, '', location.pathname);
}

async function newSession() {
  notify('');
  const data = await api.startSession();
  await openSession(data.session_id, { fresh: true, welcome: data.message });
  await refreshSessions();
  return data.session_id;
}

async function openSession(id, { fresh = false, welcome = '' } = {}) {
  if (state.sessionId === id && state.socket) return;
  closeSession();
  notify('');
  state.sessionId = id;
  history.replaceState(null, '', `#${encodeURIComponent(id)}`);
  const meta = state.sessions.find((s) => s.session_id === id);
  els.title.textContent = meta?.title || '새 대화';
  renderSessions();
  if (welcome) els.log.append(h('div', { class: 'msg system', text: welcome }));
  if (!fresh) await loadHistory(id);
  state.socket = new SessionSocket(id, { onMessage, onStatus: setStatus });
  els.input.focus();
}

async function loadHistory(id) {
  let messages = [];
  try { messages = await api.loadMessages(id); } catch (e) { notify(e.message); return; }
  if (state.sessionId !== id) return;           // user switched away meanwhile
  for (const m of messages) {
    if (m.role === 'user') els.log.append(userBubble(m.content));
    else {
      const body = m.response && typeof m.response === 'object' ? renderResponse(m.response)
        : h('div', { class: 'final-answer', 'data-testid': 'final-answer', html: `<div class="md" data-testid="answer-body">${renderMarkdown(m.content)}</div>` });
      els.log.append(h('article', { class: 'turn history', 'data-testid': 'turn' }, body));
    }
  }
  const answers = els.log.querySelectorAll('[data-testid="final-answer"]');
  showAnswer(answers[answers.length - 1]);
}

// ---------- chat ----------

const userBubble = (text) => h('div', { class: 'msg user', 'data-testid': 'user-message', text });

function newTurn() {
  state.turn = new TurnView({ send: (m) => state.socket?.send(m), announce });
  els.log.append(state.turn.el);
  return state.turn;
}

function onMessage(m) {
  if (m.type === 'connected' || m.type === 'event' || m.type === 'query_accepted') return;
  if (m.type === 'error' && !m.turn_id) {
    // A rejected client message (no turn_id: no event behind it, e.g. a second query while
    // one runs): show it, but it neither ends nor opens a turn card.
    notify(`${m.error || '오류'}${m.details ? ` — ${typeof m.details === 'string' ? m.details : JSON.stringify(m.details)}` : ''}`);
    return;
  }
  const turn = state.turn && !state.turn.done ? state.turn : newTurn();
  if (turn.handle(m)) {
    els.form.removeAttribute('data-busy');
    if (m.type === 'final_response') refreshSessions();
    showAnswer(turn.el.querySelector('[data-testid="final-answer"]'));
    return;
  }
  scrollDown();
}

async function submit() {
  const query = els.input.value.trim();
  if (!query) { els.input.focus(); return; }
  if (els.form.hasAttribute('data-busy')) {     // the server takes one query per session at a time
    notify('이전 질문을 처리하고 있습니다. 답변이 끝난 뒤 다시 보내 주세요.');
    return;
  }
  els.send.disabled = true;
  try {
    if (!state.sessionId) await newSession();
    els.log.append(userBubble(query));
    newTurn().setPhase('질문을 보냈습니다.');
    const msg = { type: 'query', query };
    if (els.checkpoint.checked) msg.enable_checkpointing = true;
    state.socket.send(msg);
    els.input.value = '';
    els.form.setAttribute('data-busy', 'true');
    scrollDown();
  } catch (e) {
    notify(e.message);
  } finally {
    els.send.disabled = false;
    els.input.focus();
  }
}

els.form.addEventListener('submit', (ev) => { ev.preventDefault(); submit(); });
els.input.addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) { ev.preventDefault(); submit(); }
});
els.newBtn.addEventListener('click', () => newSession().catch((e) => notify(e.message)));

window.addEventListener('hashchange', () => {
  const id = decodeURIComponent(location.hash.slice(1));
  if (id && id !== state.sessionId) openSession(id);
});

(async function init() {
  setStatus('closed');
  await refreshSessions();
  const fromHash = decodeURIComponent(location.hash.slice(1));
  if (fromHash) await openSession(fromHash);     // server answers 4004/4001 if unknown or not ours
})();
