/** Line icons drawn for this site (24×24, stroke in the current text colour). */
const paths = {
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8 5v14 M16 5v14',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6z M9 12l2 2 4-4',
  qr: 'M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h2v2h-2z M18 14h2v2h-2z M14 18h2v2h-2z M18 18h2v2h-2z M6.5 6.5h1v1h-1z M16.5 6.5h1v1h-1z M6.5 16.5h1v1h-1z',
  quality: 'M3 6h18v12H3z M7 10v4 M7 12h2.5 M9.5 10v4 M13 10v4h2a2 2 0 0 0 0-4z',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  devices: 'M3 5h13v9H3z M7 18h5 M9.5 14v4 M18 9h3v10h-3z',
  infinity:
    'M7.5 8.5c-2 0-3.5 1.6-3.5 3.5s1.5 3.5 3.5 3.5c3.5 0 5.5-7 9-7 2 0 3.5 1.6 3.5 3.5s-1.5 3.5-3.5 3.5c-3.5 0-5.5-7-9-7z',
  download: 'M12 4v11 M7.5 10.5L12 15l4.5-4.5 M5 19h14',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  chat: 'M4 5h16v11H9l-5 4z M8 10h8 M8 13h5',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.5 15.5L20 20',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  chevron: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M7 7l10 10 M17 7L7 17',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  tv: 'M3 6h18v11H3z M8 21h8 M12 17v4',
  phone: 'M8 3h8v18H8z M11 18h2',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  quote: 'M9 7H5v6h4v4H5 M19 7h-4v6h4v4h-4',
  panel: 'M4 5h16v14H4z M14 5v14',
  arrow: 'M5 12h14 M13 6l6 6-6 6',
  relay: 'M4 12h4 M16 12h4 M8 12a4 4 0 1 0 8 0 4 4 0 0 0-8 0z M12 4v4 M12 16v4',
  key: 'M14.5 9.5a4 4 0 1 0-3.5 3.97V21h3v-2h2v-2h-2v-3.53a4 4 0 0 0 .5-3.97z',
  book: 'M5 4h9a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z M17 20H8a3 3 0 0 1 0-6h9',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14 M12 17.5h.01',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3z M14.5 6.5L17 4',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  sound: 'M4 9h4l5-4v14l-5-4H4z M17 9a4 4 0 0 1 0 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
