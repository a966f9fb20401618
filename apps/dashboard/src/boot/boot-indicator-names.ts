/** The element that shows progress until React draws the first screen (index.html, then `main.tsx`). */
export const bootIndicatorId = 'vela-boot';
export const bootIndicatorClass = 'vela-boot';
