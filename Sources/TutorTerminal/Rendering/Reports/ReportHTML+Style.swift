extension ReportHTML {
    /// The page's style: one column on a phone, two side by side from about 900 px; tables and
    /// charts scroll inside their own box; meaning never rests on colour alone (values are
    /// written on the bars, the second series is hatched, the key answer is labelled); print
    /// drops the navigation and lets every box show its whole content. The browser lays out a
    /// question's analysis only when it scrolls near (`content-visibility`), which halves the
    /// time a big class's page takes to show.
    static let style = """
        :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --band: #f6f8fa;
          --bar: #0b5cad; --paper: #ffffff; }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body { margin: 0; background: var(--paper); color: var(--ink);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        header, main { max-width: 1200px; margin: 0 auto; padding: 0 16px; }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: 20px 0 4px; overflow-wrap: anywhere; }
        h2 { font-size: 1.25rem; margin: 0 0 8px; }
        h3 { font-size: 1rem; margin: 0 0 4px; overflow-wrap: anywhere; }
        .meta, .note, .stats, .kind { color: var(--muted); }
        .note { font-size: 0.9rem; max-width: 70ch; }
        .kind { font-weight: normal; font-size: 0.9rem; }
        nav { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 8px 0 12px; border-bottom: 1px solid var(--line); }
        nav a { color: var(--bar); }
        section { margin: 24px 0; min-width: 0; }
        .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr)); gap: 0 32px; }
        .scroll { overflow-x: auto; max-width: 100%; }
        .scroll:focus { outline: 2px solid var(--bar); }
        table { border-collapse: collapse; font-size: 0.9rem; margin: 4px 0 8px; }
        th, td { padding: 4px 10px 4px 0; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        thead th { border-bottom: 2px solid var(--ink); white-space: nowrap; }
        tbody th { font-weight: normal; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        code, pre { font: 0.85rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        pre { margin: 0; white-space: pre; }
        .item { border-top: 1px solid var(--line); padding: 12px 0 4px;
          content-visibility: auto; contain-intrinsic-size: auto 320px; }
        .stats { margin: 0 0 4px; font-size: 0.9rem; }
        .tag { display: inline-block; border: 1px solid var(--ink); border-radius: 3px; padding: 0 4px;
          font-size: 0.75rem; white-space: nowrap; }
        .given { white-space: nowrap; }
        .item tbody th { min-width: 9em; }
        svg.chart { display: block; }
        svg text { font: 11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: var(--ink); }
        svg .value { font-weight: bold; }
        svg .axis { stroke: var(--ink); stroke-width: 1; }
        svg .bar { fill: var(--bar); }
        svg .bar-alt { stroke: var(--ink); stroke-width: 1; }
        svg .hatch-ground { fill: var(--paper); }
        svg .hatch-line { stroke: var(--ink); stroke-width: 2; }
        svg.meter { width: 62px; height: 10px; vertical-align: middle; margin-right: 6px; border: 1px solid var(--muted); }
        svg.meter rect { fill: var(--bar); }
        @media (max-width: 600px) {
          body { font-size: 15px; }
          h1 { font-size: 1.3rem; }
          header, main { padding: 0 12px; }
          svg.meter { display: none; }
        }
        @media print {
          nav { display: none; }
          body { font-size: 10pt; }
          header, main { max-width: none; padding: 0; }
          .grid { display: block; }
          .scroll { overflow: visible; }
          pre { white-space: pre-wrap; }
          .item { content-visibility: visible; }
          .item, svg.chart, tr { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          svg .bar, svg.meter rect { fill: #555555; }
        }

        """
}
