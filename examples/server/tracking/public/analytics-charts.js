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
  var locale = data.locale || 'fr-FR';
  // the shop's theme (the SDK's --sf- custom properties), with the page's own fallbacks
  var style = getComputedStyle(document.documentElement);
  var theme = function (name, fallback) {
    return style.getPropertyValue(name).trim() || fallback;
  };
  var colors = {
    primary: theme('--sf-color-primary', '#1d4ed8'),
    success: theme('--sf-color-success', '#047857'),
    warning: theme('--sf-color-scarcity', '#b45309'),
    error: theme('--sf-color-error', '#b91c1c'),
    text: theme('--sf-color-text', '#1a1a1a'),
    grid: theme('--sf-color-border', '#e5e5e5'),
  };
  var font = '12px ' + theme('--sf-font', 'system-ui, sans-serif');
  var axis = function (extra) {
    var a = { stroke: colors.text, font: font, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
    for (var k in extra) a[k] = extra[k];
    return a;
  };
  // dates in the owner's language, days as the report counts them (UTC): "27 nov." on the axis, "27 novembre 2026" in the legend
  var dayFormat = function (options) {
    var f = new Intl.DateTimeFormat(locale, Object.assign({ timeZone: 'UTC' }, options));
    return function (seconds) {
      return f.format(new Date(seconds * 1000));
    };
  };
  var shortDay = dayFormat({ day: 'numeric', month: 'short' });
  var longDay = dayFormat({ dateStyle: 'long' });
  var number = new Intl.NumberFormat(locale);
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
          { label: t.day, value: function (u, v) { return v == null ? '–' : longDay(v); } },
          { label: t.visits, stroke: colors.primary, width: 2, points: { show: true }, value: function (u, v) { return v == null ? '–' : number.format(v); } },
          { label: t.visitors, stroke: colors.success, width: 2, dash: [6, 4], points: { show: true }, value: function (u, v) { return v == null ? '–' : number.format(v); } },
        ],
        axes: [
          axis({ values: function (u, splits) { return splits.map(shortDay); } }),
          axis({ label: t.visits, values: function (u, splits) { return splits.map(function (v) { return number.format(v); }); } }),
        ],
        scales: {
          // the report's whole span (every day, zeros included): the title's 30 days
          x: { time: true, range: [xs[0], xs[xs.length - 1]] },
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
        axes: [
          axis({ splits: names.map(function (_, i) { return i; }), values: function () { return names; } }),
          axis({ values: function (u, splits) { return splits.map(function (v) { return number.format(v); }); } }),
        ],
        series: [
          { label: t.metric, value: function (u, i) { return i == null ? '–' : names[i]; } },
          series(t.good, colors.success, -1),
          series(t.needsImprovement, colors.warning, 0),
          series(t.poor, colors.error, 1),
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
