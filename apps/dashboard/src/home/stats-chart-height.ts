/** Height of a statistics chart; the skeleton shown while the chart loads has the same. */
export const statsChartHeight = 260;
