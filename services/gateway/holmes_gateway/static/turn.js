// One conversation turn on screen: plan, approval, strategy, step progress, review, answer.
// Driven by server messages (PROTOCOL.md); sends client messages through `send`.

import { h, fmtPercent, fmtDuration, fmtTime, STATUS_LABEL } from './dom.js';
import { renderResponse } from './response.js';
import { renderMarkdown } from './markdown.js';

const stepId = (s) => s.step_id ?? s.todo_id ?? s.id;
// The strategy's wire name in the user's words (an unknown one is shown as given).
const STRATEGY_KO = { sequential: '순차 실행', parallel: '병렬 실행' };
const strategyKo = (v) => STRATEGY_KO[v] || v;

export class TurnView {
  /** @param {{send:Function, announce:Function}} io */
  constructor(io) {
    this.io = io;
    this.steps = [];
    this.done = false;
    this.phase = h('p', { class: 'phase', 'data-testid': 'turn-phase' });
    this.plan = h('div', { class: 'plan', hidden: true });
    this.approval = h('div', { class: 'approval', hidden: true });
    this.strategy = h('div', { class: 'strategy', 'data-testid': 'execution-strategy', hidden: true });
    this.stepList = h('ol', { class: 'steps', 'data-testid': 'step-list', 'aria-label': '실행 단계' });
    this.review = h('div', { class: 'review', 'data-testid': 'execution-review', hidden: true });
    this.activity = h('section', { class: 'activity', 'aria-label': '처리 과정' },
      this.phase, this.plan, this.approval, this.strategy, this.stepList, this.review);
    this.el = h('article', { class: 'turn', 'data-testid': 'turn' }, this.activity);
  }

  setPhase(text) {
    this.phase.textContent = text;
    this.phase.hidden = !text;
    if (text) this.io.announce(text);
  }

  /** Dispatch one server message; returns true when the turn is finished. */
  handle(m) {
    switch (m.type) {
      case 'planning_start': this.setPhase(m.message || '계획을 수립하고 있습니다...'); break;
      case 'plan_ready': this.showPlan(m); break;
      case 'plan_approval_required': this.showApproval(m); break;
      case 'execution_start':
        this.closeApproval();
        if (!this.plan.childElementCount) this.showPlan(m);
        else if (Array.isArray(m.execution_steps)) this.setSteps(m.execution_steps);
        this.setPhase(m.message || '실행을 시작합니다.');
        break;
      case 'execution_strategy_ready': this.showStrategy(m); break;
      case 'todo_created':
      case 'todo_updated': if (Array.isArray(m.execution_steps)) this.setSteps(m.execution_steps); break;
      case 'step_start': case 'step_progress': case 'step_complete': this.stepDetail(m); break;
      case 'execution_review_complete': this.showReview(m); break;
      case 'answer_chunk': this.showChunk(m); break;
      case 'final_response': this.finish(renderResponse(m.response)); break;
      case 'turn_cancelled':
        this.finish(h('div', { class: 'final-answer type-cancelled', 'data-testid': 'final-answer', 'data-type': 'cancelled' },
          h('p', { class: 'muted', text: m.message || '질문을 취소했습니다.' })));
        break;
      case 'error':
        this.finish(h('div', { class: 'final-answer type-error', 'data-testid': 'final-answer', 'data-type': 'error' },
          h('p', { class: 'error', role: 'alert', 'data-testid': 'error-message', text: m.error || '오류가 발생했습니다.' }),
          m.details ? h('pre', { class: 'error-details', 'data-testid': 'error-details',
            text: typeof m.details === 'string' ? m.details : JSON.stringify(m.details, null, 2) }) : null));
        break;
      default: return false;   // connected, event and unknown types: nothing to show here
    }
    return this.done;
  }

  showPlan(m) {
    const kws = Array.isArray(m.keywords) ? m.keywords : [];
    const est = Number(m.estimated_total_time);
    this.plan.replaceChildren(
      h('h3', { text: '실행 계획' }),
      h('dl', { class: 'facts' },
        h('dt', { text: '의도' }), h('dd', { 'data-testid': 'plan-intent', text: m.intent ?? '-' }),
        fmtPercent(m.confidence) ? [h('dt', { text: '신뢰도' }), h('dd', { 'data-testid': 'plan-confidence', text: fmtPercent(m.confidence) })] : null,
        m.execution_strategy ? [h('dt', { text: '전략' }), h('dd', { text: strategyKo(m.execution_strategy) })] : null,
        Number.isFinite(est) && est > 0 ? [h('dt', { text: '예상 시간' }), h('dd', { text: `${est}초` })] : null),
      ...(kws.length ? [h('ul', { class: 'chips', 'data-testid': 'plan-keywords', 'aria-label': '키워드' }, kws.map((k) => h('li', { text: k })))] : []));
    this.plan.hidden = false;
    const steps = Array.isArray(m.execution_steps) ? m.execution_steps : [];
    this.setSteps(steps);
    this.setPhase(steps.length ? `계획 완료: ${steps.length}단계` : '계획 완료: 실행할 단계 없이 바로 답변합니다.');
  }

  showApproval(m) {
    const steps = Array.isArray(m.execution_steps) && m.execution_steps.length ? m.execution_steps : this.steps;
    const boxes = steps.map((s, i) => {
      const id = `approve-${stepId(s)}-${Math.random().toString(36).slice(2, 7)}`;
      const cb = h('input', { type: 'checkbox', id, checked: true, 'data-step-id': stepId(s) ?? i });
      return { s, cb, row: h('li', { 'data-testid': 'approval-step' }, cb, h('label', { for: id, text: s.task || s.description || `단계 ${i + 1}` })) };
    });
    const status = h('p', { class: 'approval-status', role: 'status' });
    const reply = (action, extra = {}) => {
      this.io.send({ type: 'interrupt_response', action, ...extra });
      for (const el of this.approval.querySelectorAll('button, input')) el.disabled = true;
      status.textContent = action === 'approve' ? '승인했습니다. 실행을 기다리는 중...' : '수정한 계획으로 실행을 요청했습니다.';
    };
    const approve = h('button', { type: 'button', class: 'primary', 'data-testid': 'approve-button', text: '승인', onclick: () => reply('approve') });
    const modify = h('button', {
      type: 'button', 'data-testid': 'modify-button', text: '수정 후 실행',
      onclick: () => {
        const kept = boxes.filter((b) => b.cb.checked).map((b) => b.s);
        if (!kept.length) { status.textContent = '최소 한 단계는 선택해야 합니다.'; return; }
        reply('modify', { modified_todos: kept });
      },
    });
    this.approval.replaceChildren(
      h('h3', { text: '계획 승인' }),
      h('p', { text: m.message || '아래 계획으로 진행할까요? 제외할 단계는 선택을 해제하세요.' }),
      h('ul', { class: 'approval-steps' }, boxes.map((b) => b.row)),
      h('div', { class: 'actions' }, approve, modify), status);
    this.approval.setAttribute('data-testid', 'approval-panel');
    this.approval.hidden = false;
    this.setPhase('계획 승인이 필요합니다.');
    approve.focus();
  }

  /** Once execution starts (or the turn ends) the prompt collapses to one line of outcome. */
  closeApproval() {
    if (this.approval.hidden || this.approval.classList.contains('resolved')) return;
    const outcome = this.approval.querySelector('.approval-status')?.textContent;
    this.approval.classList.add('resolved');
    this.approval.replaceChildren(h('p', { class: 'approval-status', text: outcome && !outcome.startsWith('최소')
      ? outcome.replace(' 실행을 기다리는 중...', '') : '계획이 확정되었습니다.' }));
  }

  showStrategy(m) {
    const est = Number(m.estimated_time);
    this.strategy.replaceChildren(h('h3', { text: '실행 전략' }), h('dl', { class: 'facts' },
      h('dt', { text: '전략' }), h('dd', { 'data-testid': 'strategy-name', text: strategyKo(m.strategy) ?? '-' }),
      Number.isFinite(est) && m.estimated_time !== null ? [h('dt', { text: '예상 시간' }), h('dd', { text: `${est}초` })] : null,
      m.reasoning ? [h('dt', { text: '근거' }), h('dd', { text: m.reasoning })] : null));
    this.strategy.hidden = false;
  }

  /** The review in words (was the goal met, what to add); its scores only in a folded detail. */
  showReview(m) {
    const sugg = Array.isArray(m.suggestions) ? m.suggestions : (m.suggestions ? [m.suggestions] : []);
    const quality = typeof m.quality === 'number' ? fmtPercent(m.quality) : (m.quality ?? '-');
    const said = m.goal_achieved === false ? '일부 정보를 확인하지 못했습니다.' : '요청하신 내용을 모두 확인했습니다.';
    this.review.replaceChildren(h('h3', { text: '실행 검토' }),
      h('p', { 'data-testid': 'review-outcome', text: said }),
      ...(sugg.length ? [h('ul', { 'data-testid': 'review-suggestions' }, sugg.map((s) => h('li', { text: typeof s === 'string' ? s : JSON.stringify(s) })))] : []),
      h('details', { class: 'resp-fold', 'data-testid': 'review-scores' }, h('summary', { text: '점수' }),
        h('dl', { class: 'facts' },
          h('dt', { text: '품질' }), h('dd', { 'data-testid': 'review-quality', text: quality }),
          fmtPercent(m.confidence) ? [h('dt', { text: '신뢰도' }), h('dd', { text: fmtPercent(m.confidence) })] : null)));
    this.review.hidden = false;
  }

  /** Replace the whole step list (todo_updated carries every step with its status). */
  setSteps(steps) {
    const before = new Map(this.steps.map((s) => [String(stepId(s)), s.status]));
    this.steps = steps.map((s) => ({ ...s }));
    const focused = document.activeElement?.closest?.('[data-step-id]')?.dataset.stepId;
    this.stepList.replaceChildren(...this.steps.map((s, i) => this.stepRow(s, i)));
    if (focused) this.stepList.querySelector(`[data-step-id="${CSS.escape(focused)}"] button`)?.focus();
    for (const s of this.steps) {
      const prev = before.get(String(stepId(s)));
      if (prev && prev !== s.status) this.io.announce(`${s.task || '단계'}: ${STATUS_LABEL[s.status] || s.status}`);
    }
  }

  stepRow(s, i) {
    const status = STATUS_LABEL[s.status] ? s.status : 'pending';
    const pct = Math.max(0, Math.min(100, Number(s.progress_percentage) ||
      (status === 'completed' ? 100 : 0)));
    const timing = fmtDuration(s.started_at, s.completed_at) ||
      (s.started_at ? `시작 ${fmtTime(s.started_at)}` : '');
    const skip = status === 'pending' && !this.done ? h('button', {
      type: 'button', class: 'skip', 'data-testid': 'step-skip', text: '건너뛰기',
      'aria-label': `${s.task || `단계 ${i + 1}`} 건너뛰기`,
      onclick: (ev) => {
        ev.currentTarget.disabled = true;
        ev.currentTarget.textContent = '건너뛰기 요청됨';
        this.io.send({ type: 'todo_skip', todo_id: stepId(s) });
      },
    }) : null;
    return h('li', { class: `step status-${status}`, 'data-testid': 'step-row', 'data-step-id': stepId(s) ?? i, 'data-status': status },
      h('div', { class: 'step-head' },
        h('span', { class: 'badge', text: STATUS_LABEL[status] }),
        h('span', { class: 'task', text: s.task || s.description || `단계 ${i + 1}` }),
        s.agent_name || s.team ? h('span', { class: 'muted agent', text: s.agent_name || s.team }) : null,
        timing ? h('span', { class: 'muted timing', 'data-testid': 'step-timing', text: timing }) : null,
        skip),
      s.description && s.description !== s.task ? h('p', { class: 'muted desc', text: s.description }) : null,
      h('div', { class: 'bar', role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': pct,
        'aria-label': `${s.task || '단계'} 진행률` }, h('span', { style: `width:${pct}%` })),
      s.error ? h('p', { class: 'error', text: typeof s.error === 'string' ? s.error : JSON.stringify(s.error) }) : null);
  }

  /** step_start/progress/complete: patch the step when it is identified, else show as phase text. */
  stepDetail(m) {
    const id = m.step_id ?? m.todo_id;
    const step = id !== undefined ? this.steps.find((s) => String(stepId(s)) === String(id)) : null;
    if (step) {
      if (m.type === 'step_start') { step.status = 'in_progress'; step.started_at ??= m.timestamp; }
      if (m.progress_percentage !== undefined) step.progress_percentage = m.progress_percentage;
      if (m.type === 'step_complete') { step.status = m.status || 'completed'; step.progress_percentage = 100; step.completed_at ??= m.timestamp; }
      this.setSteps(this.steps);
    }
    const who = [m.agent, m.task || step?.task].filter(Boolean).join(': ');
    if (m.type === 'step_start') this.setPhase(`${who || '단계'} 시작`);
    else if (m.type === 'step_progress' && m.progress_percentage !== undefined) this.setPhase(`${who || '단계'} ${m.progress_percentage}%`);
    else if (m.type === 'step_complete') this.setPhase(`${who || '단계'} 완료`);
  }

  /** The answer as it is written (answer_chunk): a draft bubble the final answer replaces.
   *  Pieces go in by index (after a resume a later one can come first); a restart chunk
   *  starts the draft over at its index. */
  showChunk(m) {
    if (this.done || !Number.isInteger(m.index)) return;
    if (!this.draft) {
      this.pieces = new Map();
      this.draftFrom = 0;
      this.draftBody = h('div', { class: 'md', 'data-testid': 'answer-draft-body' });
      this.draft = h('div', { class: 'final-answer answer-draft', 'data-testid': 'answer-draft', 'aria-busy': 'true' },
        h('p', { class: 'muted draft-label', text: '답변을 작성하고 있습니다…' }), this.draftBody);
      this.el.prepend(this.draft);
      this.setPhase('답변을 작성하고 있습니다…');
    }
    if (m.restart && m.index >= this.draftFrom) this.draftFrom = m.index;
    this.pieces.set(m.index, typeof m.text === 'string' ? m.text : '');
    let text = '';
    for (let i = this.draftFrom; this.pieces.has(i); i += 1) text += this.pieces.get(i);
    this.draftBody.innerHTML = renderMarkdown(text);
    this.draft.dataset.chunks = String(this.pieces.size);
  }

  finish(answerEl) {
    this.done = true;
    this.draft?.remove();
    this.draft = null;
    this.closeApproval();
    for (const b of this.stepList.querySelectorAll('button.skip')) b.remove();
    this.setPhase('');
    if (!this.steps.length && this.plan.hidden) this.activity.hidden = true;
    // The answer first; how it was reached (plan, steps, review) folds open on demand.
    this.el.prepend(answerEl);
    if (!this.activity.hidden) {
      const fold = h('details', { class: 'activity-fold', 'data-testid': 'plan-details' },
        h('summary', { text: '처리 과정 보기' }));
      this.activity.replaceWith(fold);
      fold.append(this.activity);
    }
    this.io.announce('답변이 도착했습니다.');
  }
}
