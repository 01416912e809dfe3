/**
 * A ceiling on WebAssembly memory in this worker. Emscripten grows its heap through `Memory.prototype.grow`; when
 * that throws, malloc fails and the engine reports out of memory (QuickJS throws, Python raises MemoryError). This
 * is the hard limit: QuickJS's own `setMemoryLimit` does not count small allocations in this build (it has no
 * malloc_usable_size), and Pyodide has no limit of its own. Only ever installed inside a sandbox worker.
 */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(deltaPages: number): number;
}

const WASM_PAGE_BYTES = 64 * 1024;
let ceilingBytes = Number.POSITIVE_INFINITY;
/** WebAssembly memory never shrinks, so its size after the last growth is its size now. */
let heapBytes = 0;

export function installWasmMemoryCap(): void {
  // The server's TypeScript lib has no WebAssembly.Memory type; the global is there at run time.
  const memory = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly
    .Memory.prototype;
  const grow = memory.grow;
  memory.grow = function cappedGrow(this: WasmMemory, deltaPages: number) {
    if (this.buffer.byteLength + deltaPages * WASM_PAGE_BYTES > ceilingBytes) {
      throw new RangeError('WebAssembly memory ceiling reached');
    }
    const previousPages = grow.call(this, deltaPages);
    heapBytes = this.buffer.byteLength;
    return previousPages;
  };
}

export function setWasmMemoryCeiling(bytes: number): void {
  ceilingBytes = bytes;
}

/** The size of the heap the engine last grew (its main memory), 0 before any growth. */
export function wasmMemoryBytes(): number {
  return heapBytes;
}
