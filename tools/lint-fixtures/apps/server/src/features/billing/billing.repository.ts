// Clean: imports no other feature.
export const findAccount = (id: string) => ({ id });
