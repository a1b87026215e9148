/** See tick-shapes.mjs. */
export function keepTickShapes(): Promise<readonly object[]>;
