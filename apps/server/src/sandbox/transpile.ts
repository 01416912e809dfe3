/** TypeScript to JavaScript for QuickJS: types are stripped by esbuild (a run-time dependency of the server). */
export type Transpiled = { ok: true; code: string } | { ok: false; error: string };

export async function transpileTypeScript(source: string): Promise<Transpiled> {
  // Loaded on first use: a server that never grades TypeScript never starts esbuild's service process.
  const { transform } = await import('esbuild');
  try {
    const { code } = await transform(source, { loader: 'ts', target: 'es2020', sourcefile: 'solution.ts' });
    return { ok: true, code };
  } catch (error) {
    const errors = (
      error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }
    ).errors;
    const first = errors?.[0];
    if (!first) return { ok: false, error: 'The TypeScript could not be compiled' };
    const where = first.location ? `Line ${first.location.line}:${first.location.column + 1}: ` : '';
    return { ok: false, error: `${where}${first.text}` };
  }
}
