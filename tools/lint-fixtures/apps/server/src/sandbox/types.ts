// Clean: the sandbox's shapes, which the item bank may name.
export type SandboxLanguage = 'javascript' | 'python';
