// REST client for /api/v1/chat and per-session token storage (localStorage).

const BASE = '/api/v1/chat';
const TOKENS_KEY = 'holmes.tokens';
const USER_KEY = 'holmes.user_id';

function readTokens() {
  try { return JSON.parse(localStorage.getItem(TOKENS_KEY) || '{}') || {}; } catch { return {}; }
}

/** Token of a session, or — for calls not tied to one session — the newest token we hold. */
export function tokenFor(sessionId) {
  const all = readTokens();
  if (sessionId && all[sessionId]) return all[sessionId].token;
  const newest = Object.values(all).sort((a, b) => (b.saved || 0) - (a.saved || 0))[0];
  return newest ? newest.token : null;
}

function writeTokens(update) {
  const all = readTokens();
  update(all);
  localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
}

export const saveToken = (id, token) => id && token && writeTokens((all) => { all[id] = { token, saved: Date.now() }; });
export const forgetToken = (id) => writeTokens((all) => { delete all[id]; });

/** A stable anonymous id for this browser, sent when starting sessions. */
export function userId() {
  let id = localStorage.getItem(USER_KEY);
  if (!id) {
    id = crypto.randomUUID?.() ?? `u-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    localStorage.setItem(USER_KEY, id);
  }
  return id;
}

/** Error carrying the HTTP status (0 = network) and a Korean message for the user. */
const apiError = (status, message) => Object.assign(new Error(message), { status });

async function request(method, path, { body, sessionId } = {}) {
  const headers = { Accept: 'application/json' };
  const token = tokenFor(sessionId);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw apiError(0, '서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.');
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { detail: text }; }
  if (!res.ok) {
    const detail = data && (data.detail || data.error || data.message);
    throw apiError(res.status, `요청 실패 (${res.status})${detail ? `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}` : ''}`);
  }
  return data;
}

const enc = encodeURIComponent;

export async function startSession() {
  const data = await request('POST', '/start', { body: { user_id: userId(), metadata: { client: 'webui' } } });
  saveToken(data.session_id, data.token);
  return data;
}

/** Sessions newest first; accepts either a bare list or {sessions: [...]}. */
export async function listSessions(limit = 50) {
  const data = await request('GET', `/sessions?limit=${limit}`);
  return Array.isArray(data) ? data : (data?.sessions || data?.items || []);
}

export const renameSession = (id, title) => request('PATCH', `/sessions/${enc(id)}`, { body: { title }, sessionId: id });

export async function deleteSession(id) {
  const data = await request('DELETE', `/sessions/${enc(id)}?hard_delete=true`, { sessionId: id });
  forgetToken(id);
  return data;
}

/** Conversation history; accepts either a bare list or {messages: [...]}. */
export async function loadMessages(id) {
  const data = await request('GET', `/sessions/${enc(id)}/messages`, { sessionId: id });
  return Array.isArray(data) ? data : (data?.messages || []);
}

export function wsUrl(sessionId) {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const token = tokenFor(sessionId);
  return `${proto}://${location.host}${BASE}/ws/${enc(sessionId)}${token ? `?token=${enc(token)}` : ''}`;
}
