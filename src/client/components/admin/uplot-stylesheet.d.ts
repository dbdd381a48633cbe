// uPlot's stylesheet, imported as text (`with { type: 'text' }`) so the chart's
// chunk carries it and reader pages never load it.
declare module 'uplot/dist/uPlot.min.css' {
  const stylesheet: string;
  export default stylesheet;
}
