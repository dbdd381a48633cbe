// Fonts and WebAssembly imported `with { type: 'file' }`: the import is the
// file's path (the project file under `bun`, an embedded /$bunfs path in the
// compiled binary), to read with Bun.file.
declare module '*.woff' {
  const path: string;
  export default path;
}

declare module '*.wasm' {
  const path: string;
  export default path;
}
