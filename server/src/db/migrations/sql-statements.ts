/**
 * Splits a script of SQL statements at the semicolons that end them, leaving those inside quotes,
 * dollar-quoted bodies (`$fn$ … $fn$`) and comments alone: a migration runs its statements one by
 * one, as a parameterised query takes one statement at a time.
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  while (index < script.length) {
    const rest = script.slice(index);
    const quoted = /^(--[^\n]*|'(?:[^']|'')*'|"(?:[^"]|"")*"|(\$\w*\$)[\s\S]*?\2)/.exec(rest);
    if (quoted) {
      current += quoted[0];
      index += quoted[0].length;
      continue;
    }
    const char = script[index]!;
    index += 1;
    if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements.filter((statement) => !/^(--[^\n]*\s*)*$/.test(statement));
}
