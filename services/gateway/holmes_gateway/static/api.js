// REST client for /api/v1/chat, the client token (localStorage) and document downloads.

const BASE = '/api/v1/chat';
const TOKEN_KEY = 'holmes.token';
const LEGACY_TOKENS_KEY = 'holmes.tokens';   // older builds kept one token per session
const USER_KEY = 'holmes.user_id';

/**
 * The ONE client token of this browser (docs/protocol-additions.md): sent on /start so every
 * session we start has the same owner, and on every REST call and WebSocket, so the session
 * list shows all of them. Older per-session tokens are folded into it once (the newest wins).
 */
export function clientToken() {
  let token = localStorage.getItem(TOKEN_KEY);
  if (!token) {
    try {
      const old = JSON.parse(localStorage.getItem(LEGACY_TOKENS_KEY) || '{}') || {};
      const newest = Object.values(old).sort((a, b) => (b.saved || 0) - (a.saved || 0))[0];
      if (newest?.token) { token = newest.token; localStorage.setItem(TOKEN_KEY, token); }
    } catch { /* unreadable legacy entry: start afresh */ }
    localStorage.removeItem(LEGACY_TOKENS_KEY);
  }
  return token || null;
}

const saveToken = (token) => token && localStorage.setItem(TOKEN_KEY, token);
const forgetToken = () => localStorage.removeItem(TOKEN_KEY);

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

function authHeaders(extra = {}) {
  const token = clientToken();
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

async function request(method, path, { body } = {}) {
  const headers = authHeaders({ Accept: 'application/json' });
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

const START_RETRY_DELAYS_MS = [1000, 2000, 4000, 5000, 5000];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /start, again with the same client_message_id while the server answers 503
 * (NATS down) or cannot be reached: a repeat returns the first session, never a second. */
async function startOnce(body) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request('POST', '/start', { body });
    } catch (e) {
      if ((e.status !== 503 && e.status !== 0) || attempt >= START_RETRY_DELAYS_MS.length) throw e;
      await sleep(START_RETRY_DELAYS_MS[attempt]);
    }
  }
}

export async function startSession() {
  const body = { user_id: userId(), metadata: { client: 'webui' },
                 client_message_id: crypto.randomUUID?.() ?? `s-${Date.now()}-${Math.random().toString(16).slice(2)}` };
  let data;
  try {
    data = await startOnce(body);
  } catch (e) {
    if (e.status !== 401) throw e;
    forgetToken();                              // a token the server refuses: get a new one
    data = await startOnce(body);
  }
  saveToken(data.token);
  return data;
}

/** Sessions newest first; accepts either a bare list or {sessions: [...]}. */
export async function listSessions(limit = 50) {
  if (!clientToken()) return [];               // a first visit owns no session: nothing to ask (no 401)
  const data = await request('GET', `/sessions?limit=${limit}`);
  return Array.isArray(data) ? data : (data?.sessions || data?.items || []);
}

export const renameSession = (id, title) => request('PATCH', `/sessions/${enc(id)}`, { body: { title } });

export const deleteSession = (id) => request('DELETE', `/sessions/${enc(id)}?hard_delete=true`);

/** Conversation history; accepts either a bare list or {messages: [...]}. */
export async function loadMessages(id) {
  const data = await request('GET', `/sessions/${enc(id)}/messages`);
  return Array.isArray(data) ? data : (data?.messages || []);
}

/** File name from Content-Disposition: RFC 5987 filename* (UTF-8) first, then filename. */
export function dispositionName(header) {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header || '');
  if (star) { try { return decodeURIComponent(star[1].trim()); } catch { /* fall through */ } }
  const plain = /filename="?([^";]+)"?/i.exec(header || '');
  return plain ? plain[1] : '';
}

/**
 * Download a generated document. A plain link cannot send the Authorization header, so
 * fetch it with the client token and hand the browser a blob under the server's file name.
 */
export async function downloadDocument(url, fallbackName = 'document') {
  let res;
  try { res = await fetch(url, { headers: authHeaders() }); } catch {
    throw apiError(0, '서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.');
  }
  if (!res.ok) {
    let detail = '';
    try { detail = (await res.json()).error || ''; } catch { /* not JSON */ }
    throw apiError(res.status, `문서를 받을 수 없습니다 (${res.status})${detail ? `: ${detail}` : ''}`);
  }
  const blob = await res.blob();
  const a = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob), download: dispositionName(res.headers.get('Content-Disposition')) || fallbackName,
  });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

export function wsUrl(sessionId) {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const token = clientToken();
  return `${proto}://${location.host}${BASE}/ws/${enc(sessionId)}${token ? `?token=${enc(token)}` : ''}`;
}
