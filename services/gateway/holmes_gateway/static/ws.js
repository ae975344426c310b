// WebSocket connection to one session, with reconnect + resume and duplicate suppression.
//
// Resume contract (PROTOCOL.md): every server message carries `seq`; after a drop the
// client reconnects and sends {type:'resume', last_seq} first, and the server replays
// everything after it. Replays may overlap what we already showed, so messages with a
// seq below the highest seen are dropped. Several messages can come from one event and
// share a seq, so at the highest seq we remember which types were already handled.

import { wsUrl } from './api.js';

const NO_RETRY = new Set([4001, 4004]);       // unauthorised / unknown session
const MAX_DELAY = 10000;

const newMessageId = () => crypto.randomUUID?.() ?? `m-${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** Pure dedupe step: returns {accept, state} for a message given {lastSeq, typesAtLast}. */
export function acceptSeq(state, msg) {
  const seq = Number(msg?.seq);
  if (msg.seq === null || msg.seq === undefined || !Number.isFinite(seq)) return { accept: true, state };
  if (seq < state.lastSeq) return { accept: false, state };
  if (seq === state.lastSeq) {
    if (state.typesAtLast.has(msg.type)) return { accept: false, state };
    return { accept: true, state: { lastSeq: seq, typesAtLast: new Set([...state.typesAtLast, msg.type]) } };
  }
  return { accept: true, state: { lastSeq: seq, typesAtLast: new Set([msg.type]) } };
}

export class SessionSocket {
  /**
   * @param {string} sessionId
   * @param {{onMessage:Function, onStatus:Function}} handlers  onStatus(state, detail)
   *   with state one of connecting | open | reconnecting | closed | failed
   */
  constructor(sessionId, { onMessage, onStatus }) {
    this.sessionId = sessionId;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.seqState = { lastSeq: 0, typesAtLast: new Set() };
    this.queue = [];            // outgoing messages waiting for an open socket
    this.attempt = 0;
    this.stopped = false;
    this.needsResume = false;   // only reconnections resume; a fresh open starts live
    this.turnActive = false;    // a query is in flight: resume even before any seq was seen
    // The query the server has not confirmed (query_accepted) yet. It is sent again, with
    // the same client_message_id, after a reconnect or an 'unavailable' error: the server
    // answers a repeat with the original turn, so a retry never makes a second one.
    this.pendingQuery = null;
    this.connect();
  }

  get lastSeq() { return this.seqState.lastSeq; }

  connect() {
    this.onStatus(this.attempt ? 'reconnecting' : 'connecting', { attempt: this.attempt });
    const ws = new WebSocket(wsUrl(this.sessionId));
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      if (this.needsResume && (this.lastSeq > 0 || this.turnActive)) {
        ws.send(JSON.stringify({ type: 'resume', last_seq: this.lastSeq }));
      }
      this.needsResume = false;
      this.onStatus('open', {});
      const pending = this.queue.splice(0);
      if (this.pendingQuery && !pending.includes(this.pendingQuery)) pending.push(this.pendingQuery);
      for (const m of pending) ws.send(JSON.stringify(m));
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (!msg || typeof msg !== 'object') return;
      // `connected` may carry the stream head, which is ahead of what a resume will
      // replay; letting it move lastSeq would drop the replay. It never counts.
      if (msg.type === 'connected') { this.onMessage(msg); return; }
      if (this.settlePending(msg)) { this.onMessage(msg); return; }
      const { accept, state } = acceptSeq(this.seqState, msg);
      if (!accept) return;
      this.seqState = state;
      if (msg.type === 'final_response' || msg.type === 'error') this.turnActive = false;
      this.onMessage(msg);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws || this.stopped) return;
      if (NO_RETRY.has(ev.code)) {
        this.stopped = true;
        this.onStatus('failed', { code: ev.code, reason: ev.reason });
        return;
      }
      this.needsResume = true;
      const delay = Math.min(MAX_DELAY, 500 * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
      this.attempt += 1;
      this.onStatus('reconnecting', { attempt: this.attempt, delay });
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  /** True for the server's answers to a pending query (no seq): accepted, or 'unavailable'
   * (then the same query goes again after the server's retry_after_s). */
  settlePending(msg) {
    const pending = this.pendingQuery;
    if (msg.type === 'query_accepted') {
      if (pending?.client_message_id === msg.client_message_id) this.pendingQuery = null;
      return true;
    }
    if (msg.type !== 'error' || msg.turn_id || !pending) return false;
    if (msg.details?.code === 'unavailable' && msg.details.client_message_id === pending.client_message_id) {
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        if (this.pendingQuery === pending && this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(pending));
      }, 1000 * (msg.details.retry_after_s || 5));
      return true;
    }
    this.pendingQuery = null;   // refused for good (e.g. turn_in_progress): nothing to retry
    return false;
  }

  /** Send now if open, otherwise queue until the (re)connection is up. */
  send(msg) {
    if (msg.type === 'query') {
      msg = { ...msg, client_message_id: msg.client_message_id || newMessageId() };
      this.turnActive = true;
      this.pendingQuery = msg;
    }
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
    else this.queue.push(msg);
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.retryTimer);
    if (this.ws) this.ws.close(1000, 'client closed');
    this.onStatus('closed', {});
  }
}
