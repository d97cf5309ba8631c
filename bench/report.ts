export interface Check {
  group: string;
  name: string;
  value: string;
  /** Without a target the line is a figure only. */
  target?: string;
  pass?: boolean;
}

/** One table: group, what, measured, target, PASS/FAIL; then a count. Never fails the process. */
export function printReport(checks: Check[]) {
  const rows = checks.map((c) => [
    c.group,
    c.name,
    c.value,
    c.target ?? '',
    c.target ? (c.pass ? 'PASS' : 'FAIL') : '',
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 5));
  const line = (r: string[]) => r.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join('  ');
  console.log(line(['group', 'what', 'measured', 'target', 'result']));
  console.log(line(widths.map((w) => '-'.repeat(w)).concat('------')));
  for (const r of rows) console.log(line(r));
  const targeted = checks.filter((c) => c.target);
  const failed = targeted.filter((c) => !c.pass);
  console.log(
    `\n${targeted.length - failed.length}/${targeted.length} targets pass${failed.length ? `; failing: ${failed.map((c) => c.name).join('; ')}` : ''}`,
  );
}
