// libvips imported `with { type: 'file' }`: the import is the file's path
// (under node_modules with `bun`, an embedded /$bunfs path in the binary).
declare module '*.so.8.18.7' {
  const path: string;
  export default path;
}
