// Inline SVG line chart for response.charts[]: {title, kind:'line', x:[labels], series:[{name, values}], unit}.
// Built with createElementNS + textContent only, so chart text can never inject markup.

import { h } from './dom.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 640, H = 300, PAD = { l: 64, r: 32, t: 26, b: 44 };  // r: room for half the last x label
const COLORS = ['#2563eb', '#dc2626', '#059669', '#d97706', '#7c3aed', '#0891b2'];

function svg(tag, attrs = {}, text) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Format a number for axis labels and tooltips (Korean grouping, ≤2 decimals). */
export function fmtNum(v) {
  return Number(v).toLocaleString('ko-KR', { maximumFractionDigits: 2 });
}

/** Evenly spaced "nice" ticks covering [min, max]; pure, exported for reuse. */
export function niceTicks(min, max, count = 5) {
  if (min === max) { min -= 1; max += 1; }
  const raw = (max - min) / (count - 1);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw);
  const lo = Math.floor(min / step) * step;
  const ticks = [];
  for (let v = lo; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toFixed(10)));
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

/** An amount in 만원 as people read it: 300000 -> '30억', 35000 -> '3억 5,000만', 8500 -> '8,500만'. */
export function fmtManwon(v) {
  const total = Math.round(Number(v));
  if (total === 0) return '0';
  const sign = total < 0 ? '-' : '';
  const eok = Math.floor(Math.abs(total) / 10000), man = Math.abs(total) % 10000;
  const parts = [eok ? `${eok.toLocaleString('ko-KR')}억` : '', man ? `${man.toLocaleString('ko-KR')}만` : ''];
  return sign + parts.filter(Boolean).join(' ');
}

/** Axis label and value text: money charts (unit 만원) in 억/만원, others as numbers + unit. */
export function valueFormat(unit) {
  if (unit === '만원') return { axis: fmtManwon, value: (v) => `${fmtManwon(v)}원`, caption: '' };
  return { axis: fmtNum, value: (v) => `${fmtNum(v)}${unit}`, caption: unit };
}

const isNum = (v) => v !== null && v !== '' && Number.isFinite(Number(v));

/** Build a <figure> with the chart, legend and an accessible data table; null if no data. */
export function renderLineChart(chart, index = 0) {
  const labels = Array.isArray(chart?.x) ? chart.x : [];
  const series = (Array.isArray(chart?.series) ? chart.series : [])
    .filter((s) => Array.isArray(s?.values));
  const all = series.flatMap((s) => s.values.filter(isNum).map(Number));
  if (!labels.length || !all.length) return null;

  const unit = chart.unit ? String(chart.unit) : '';
  const fmt = valueFormat(unit);
  const ticks = niceTicks(Math.min(...all), Math.max(...all));
  const yMin = ticks[0], yMax = ticks[ticks.length - 1];
  const pw = W - PAD.l - PAD.r, ph = H - PAD.t - PAD.b;
  const xAt = (i) => PAD.l + (labels.length === 1 ? pw / 2 : (pw * i) / (labels.length - 1));
  const yAt = (v) => PAD.t + ph - ((v - yMin) / (yMax - yMin)) * ph;

  const titleId = `chart-title-${index}-${Math.random().toString(36).slice(2, 8)}`;
  const root = svg('svg', {
    viewBox: `0 0 ${W} ${H}`, class: 'chart-svg', role: 'img',
    'aria-labelledby': titleId, 'data-testid': 'chart-svg', 'data-series-count': series.length,
  });
  root.append(svg('title', { id: titleId }, `${chart.title || '차트'}${fmt.caption ? ` (${fmt.caption})` : ''}`));

  for (const t of ticks) {                       // horizontal grid + y labels
    const y = yAt(t);
    root.append(svg('line', { x1: PAD.l, x2: W - PAD.r, y1: y, y2: y, class: 'grid' }));
    root.append(svg('text', { x: PAD.l - 6, y: y + 4, 'text-anchor': 'end', class: 'axis' }, fmt.axis(t)));
  }
  const every = Math.max(1, Math.ceil(labels.length / 6)); // at most ~6 x labels
  labels.forEach((lab, i) => {
    const last = labels.length - 1;              // the last label always shows; a regular one too close to it yields
    if ((i % every && i !== last) || (i !== last && last - i < every)) return;
    root.append(svg('text', { x: xAt(i), y: H - PAD.b + 18, 'text-anchor': 'middle', class: 'axis' }, String(lab)));
  });
  if (fmt.caption) root.append(svg('text', { x: 4, y: 12, class: 'axis unit' }, fmt.caption));

  series.forEach((s, si) => {
    const color = COLORS[si % COLORS.length];
    let d = '', pen = false;                     // gaps (null values) break the line
    s.values.slice(0, labels.length).forEach((v, i) => {
      if (!isNum(v)) { pen = false; return; }
      d += `${pen ? 'L' : 'M'}${xAt(i).toFixed(1)},${yAt(Number(v)).toFixed(1)}`;
      pen = true;
    });
    const g = svg('g', { class: 'series', 'data-series': s.name ?? `계열 ${si + 1}` });
    g.append(svg('path', { d, fill: 'none', stroke: color, 'stroke-width': 2 }));
    s.values.slice(0, labels.length).forEach((v, i) => {
      if (!isNum(v)) return;
      const c = svg('circle', { cx: xAt(i).toFixed(1), cy: yAt(Number(v)).toFixed(1), r: 3, fill: color });
      c.append(svg('title', {}, `${s.name ?? ''} ${labels[i]}: ${fmt.value(v)}`));
      g.append(c);
    });
    root.append(g);
  });

  const legend = h('ul', { class: 'legend' }, series.map((s, si) =>
    h('li', { style: `--c:${COLORS[si % COLORS.length]}`, text: s.name ?? `계열 ${si + 1}` })));
  return h('figure', { class: 'chart', 'data-testid': 'chart' },
    h('figcaption', { text: chart.title || '차트' }), root, legend, dataTable(labels, series, fmt.value));
}

/** Collapsible table with the same numbers, for screen readers and exact values. */
function dataTable(labels, series, value) {
  const cell = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
  const row = (tag, cells) => { const tr = document.createElement('tr'); tr.append(...cells.map((c) => cell(tag, c))); return tr; };
  const table = document.createElement('table');
  table.append(row('th', ['', ...series.map((s, i) => s.name ?? `계열 ${i + 1}`)]),
    ...labels.map((lab, i) => row('td', [String(lab),
      ...series.map((s) => (isNum(s.values[i]) ? value(s.values[i]) : '-'))])));
  const det = document.createElement('details');
  det.append(cell('summary', '데이터 표 보기'), table);
  return det;
}
