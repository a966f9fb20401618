/** Height of a statistics chart; the skeleton shown while recharts loads has the same. */
export const statsChartHeight = 260;
