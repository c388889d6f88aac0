// The owner analytics page's charts (examples/server/tracking/owner-page.ts), drawn with
// uPlot from the numbers in #analytics-data; the tables beside them hold the same numbers
// for screen readers, so the charts are aria-hidden. No inline script: CSP script-src 'self'.
(function () {
  var el = document.getElementById('analytics-data');
  if (!el || typeof uPlot === 'undefined') return;
  var data;
  try {
    data = JSON.parse(el.textContent || '{}');
  } catch (e) {
    return;
  }
  var report = data.report;
  var t = data.labels;
  var width = function (node) {
    return Math.max(280, Math.min(900, node.clientWidth || 600));
  };

  var visits = document.getElementById('chart-visits');
  if (visits && report.days.length) {
    var xs = report.days.map(function (d) {
      return Date.parse(d.day + 'T00:00:00Z') / 1000;
    });
    new uPlot(
      {
        width: width(visits),
        height: 240,
        series: [
          { label: t.day },
          { label: t.visits, stroke: '#1d4ed8', width: 2, points: { show: true } },
          { label: t.visitors, stroke: '#047857', width: 2, dash: [6, 4], points: { show: true } },
        ],
        axes: [{}, { label: t.visits }],
        scales: {
          // one day either side, so a single day is not spread over years
          x: { time: true, range: [xs[0] - 86400, xs[xs.length - 1] + 86400] },
          y: { range: function (u, min, max) { return [0, Math.max(1, max)]; } },
        },
      },
      [xs, report.days.map(function (d) { return d.visits; }), report.days.map(function (d) { return d.visitors; })],
      visits,
    );
  }

  var vitals = document.getElementById('chart-vitals');
  if (vitals) {
    var names = report.vitals.map(function (v) { return v.metric; });
    var series = function (label, fill, align) {
      return {
        label: label,
        fill: fill,
        stroke: fill,
        paths: uPlot.paths.bars({ size: [0.25, 40], gap: 2, align: align }),
        value: function (u, v) { return v == null ? '–' : String(v); },
      };
    };
    new uPlot(
      {
        width: width(vitals),
        height: 240,
        scales: { x: { time: false, range: [-0.5, names.length - 0.5] }, y: { range: function (u, min, max) { return [0, Math.max(1, max)]; } } },
        axes: [{ splits: names.map(function (_, i) { return i; }), values: function () { return names; } }, {}],
        series: [
          { label: t.metric, value: function (u, i) { return i == null ? '–' : names[i]; } },
          series(t.good, '#047857', -1),
          series(t.needsImprovement, '#b45309', 0),
          series(t.poor, '#b91c1c', 1),
        ],
      },
      [
        names.map(function (_, i) { return i; }),
        report.vitals.map(function (v) { return v.good; }),
        report.vitals.map(function (v) { return v.needsImprovement; }),
        report.vitals.map(function (v) { return v.poor; }),
      ],
      vitals,
    );
  }
})();
