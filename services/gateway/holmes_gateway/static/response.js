// Rendering of final_response.response (live and from history).

import { h, fmtPercent } from './dom.js';
import { renderMarkdown, isSafeUrl } from './markdown.js';
import { renderLineChart } from './chart.js';
import { downloadDocument } from './api.js';

// Keys the orchestrator puts in structured_data.additional_info; unknown keys show as given.
const KEY_LABELS = { intent: '의도', keywords: '키워드', region: '지역', regions: '지역', period: '기간' };

const md = (text, attrs = {}) => h('div', { class: 'md', ...attrs, html: renderMarkdown(text) });

/** Any JSON value as readable DOM: strings as markdown, lists as <ul>, objects as <dl>. */
function valueNode(v) {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && !Object.keys(v).length) return null;   // [] or {}: no empty heading
  if (typeof v === 'string') return md(v);
  if (typeof v !== 'object') return h('p', { text: String(v) });
  if (Array.isArray(v)) {
    return h('ul', {}, v.map((item) => h('li', {},
      typeof item === 'object' && item !== null ? valueNode(item) : String(item))));
  }
  return h('dl', { class: 'kv' }, Object.entries(v).flatMap(([k, val]) => [h('dt', { text: KEY_LABELS[k] || k }),
    h('dd', {}, Array.isArray(val) && val.every((x) => typeof x !== 'object')
      ? h('ul', { class: 'chips' }, val.map((x) => h('li', { text: String(x) })))
      : (valueNode(val) ?? '-'))]));
}

/** One source: a string, or an object with title/name/law_name/article/url. */
function sourceItem(src) {
  if (typeof src !== 'object' || src === null) return h('li', { 'data-testid': 'source-item', text: String(src) });
  const label = src.title || src.name || [src.law_name || src.law_title, src.article_number || src.article]
    .filter(Boolean).join(' ') || src.source || src.type || JSON.stringify(src);
  const url = src.url || src.link;
  const extra = [src.source && src.source !== label ? src.source : '', src.date || ''].filter(Boolean).join(' · ');
  return h('li', { 'data-testid': 'source-item' },
    url && isSafeUrl(url) ? h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', text: label }) : label,
    extra ? h('span', { class: 'muted', text: ` (${extra})` }) : null);
}

function section(title, testid, ...body) {
  const content = body.flat().filter(Boolean);
  return content.length ? h('section', { class: 'resp-section', 'data-testid': testid }, h('h4', { text: title }), content) : null;
}

function documentsSection(docs) {
  const items = docs.filter((d) => d && d.url && isSafeUrl(d.url)).map((d) => h('li', {},
    h('a', {
      href: d.url, download: '', 'data-testid': 'document-link', 'data-format': d.format || '',
      text: `${d.title || '문서'}${d.format ? ` (${String(d.format).toUpperCase()})` : ''}`,
      onclick: (ev) => {                         // the link alone would go without our token
        ev.preventDefault();
        const status = ev.currentTarget.parentElement.querySelector('.doc-status')
          || ev.currentTarget.parentElement.appendChild(h('span', { class: 'doc-status muted', role: 'status' }));
        status.textContent = ' 받는 중…';
        downloadDocument(d.url, `${d.title || 'document'}.${d.format || 'bin'}`)
          .then(() => { status.textContent = ''; })
          .catch((e) => { status.textContent = ` ${e.message}`; status.classList.add('error'); });
      },
    })));
  return items.length ? section('생성된 문서', 'documents', h('ul', { class: 'documents' }, items)) : null;
}

// Answer sections that support the answer rather than being it: folded until asked for.
const FOLDED = [/^계산 과정/, /^출처$/];

/** The answer's markdown split at its '### ' headings: the lead, then [title, body] sections. */
export function splitAnswer(text) {
  const parts = String(text).split(/^### +(.+)$/m);
  const sections = [];
  for (let i = 1; i < parts.length; i += 2) sections.push([parts[i].trim(), (parts[i + 1] || '').trim()]);
  return { lead: parts[0].trim(), sections };
}

function sourcesList(body) {
  const items = body.split('\n').map((l) => l.replace(/^[-*]\s+/, '').trim()).filter(Boolean);
  return h('ul', { class: 'sources', 'data-testid': 'sources-list' },
    items.map((t) => h('li', { 'data-testid': 'source-item', text: t })));
}

function answerSection([title, body]) {
  const content = title === '출처' ? sourcesList(body) : md(body);
  if (FOLDED.some((re) => re.test(title))) {
    return h('details', { class: 'resp-fold', 'data-testid': 'answer-fold', 'data-title': title },
      h('summary', { text: title }), content);
  }
  return h('section', { class: 'resp-section', 'data-testid': 'answer-section', 'data-title': title },
    h('h4', { text: title }), content);
}

/** The review's scores (structured_data.review_scores; older answers carry only .confidence), as
 * [label, value] pairs for the folded '검토 정보' detail: a score is no part of the answer,
 * and a reader who wants it opens the detail (expert review F46). */
export function reviewFacts(sd) {
  const data = sd && typeof sd === 'object' ? sd : {};
  const rv = data.review_scores && typeof data.review_scores === 'object' ? data.review_scores : {};
  const goal = rv.goal_achieved === true ? '달성' : rv.goal_achieved === false ? '일부 미달' : '';
  return [
    ['목표', goal],
    ['품질', fmtPercent(rv.quality)],
    ['신뢰도', fmtPercent(rv.confidence ?? data.confidence)],
  ].filter(([, v]) => v);
}

function reviewDetail(sd) {
  const facts = reviewFacts(sd);
  return facts.length ? h('details', { class: 'resp-fold', 'data-testid': 'answer-review', 'data-title': '검토 정보' },
    h('summary', { text: '검토 정보' }),
    h('dl', { class: 'facts' }, facts.flatMap(([k, v]) => [h('dt', { text: k }), h('dd', { text: v })]))) : null;
}

/** Build the answer container for a response object. */
export function renderResponse(response) {
  const r = response && typeof response === 'object' ? response : { type: 'answer', answer: String(response ?? '') };
  const box = h('div', { class: `final-answer type-${r.type || 'answer'}`, 'data-testid': 'final-answer', 'data-type': r.type || 'answer' });

  if (r.type === 'guidance') {
    box.append(md(r.message || r.answer || '', { 'data-testid': 'guidance-message' }));
    return box;
  }
  if (r.type === 'error') {
    box.append(h('p', { class: 'error', role: 'alert', 'data-testid': 'error-message', text: r.message || r.error || r.answer || '오류가 발생했습니다.' }));
    return box;
  }

  const sd = r.structured_data || {};
  const answer = r.answer || r.content || sd.answer || r.message || '';
  // The answer leads; its sections follow, the supporting ones folded. The structured copy of
  // the same content (details, recommendations) is for API clients and not shown twice.
  const { lead, sections } = splitAnswer(answer);
  box.append(h('div', { class: 'answer-body', 'data-testid': 'answer-body' },
    md(lead, { 'data-testid': 'answer-lead' }), ...sections.map(answerSection)));

  const charts = Array.isArray(r.charts) ? r.charts : [];
  charts.forEach((c, i) => { const fig = renderLineChart(c, i); if (fig) box.append(fig); });

  const hasSources = sections.some(([t]) => t === '출처');
  box.append(...[
    !hasSources && Array.isArray(sd.sources) && sd.sources.length
      ? h('details', { class: 'resp-fold', 'data-testid': 'answer-fold', 'data-title': '출처' }, h('summary', { text: '출처' }),
        h('ul', { class: 'sources', 'data-testid': 'sources-list' }, sd.sources.map(sourceItem))) : null,
    documentsSection(Array.isArray(r.documents) ? r.documents : []),
    sd.additional_info ? h('details', { class: 'resp-fold', 'data-testid': 'additional-info' },
      h('summary', { text: '추가 정보' }), valueNode(sd.additional_info)) : null,
    reviewDetail(sd),
  ].filter(Boolean));

  const meta = [
    Number.isFinite(Number(r.llm_calls)) && r.llm_calls !== null && r.llm_calls !== undefined && `LLM 호출 ${r.llm_calls}회`,
    Number.isFinite(Number(r.elapsed_ms)) && r.elapsed_ms !== null && r.elapsed_ms !== undefined && `소요 ${(Number(r.elapsed_ms) / 1000).toFixed(1)}초`,
  ].filter(Boolean);
  if (meta.length) box.append(h('p', { class: 'meta muted', 'data-testid': 'answer-meta', text: meta.join(' · ') }));
  return box;
}
