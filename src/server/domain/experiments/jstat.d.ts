/** The part of jStat (no types of its own, a CommonJS module) the experiments' analysis uses. */
declare module 'jstat' {
  const jstat: {
    jStat: {
      /** Student's t distribution. */
      studentt: {
        cdf(x: number, dof: number): number;
        inv(p: number, dof: number): number;
      };
    };
  };
  export default jstat;
}
