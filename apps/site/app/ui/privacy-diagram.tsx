import { localeInfo } from '@vela/locales';
import { useId } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import './privacy-diagram.css';

const width = 640;
/** Centres of the four stations along the route, left to right in a left-to-right language. */
const stations = { device: 84, relay1: 230, relay2: 400, internet: 556 } as const;
const dnsX = 242;
const hiddenX = 556;

/** The words of the diagram: its stations, what happens on the way, and the picture as a whole. */
export interface PrivacyDiagramTexts {
  title: string;
  device: string;
  relay1: string;
  relay2: string;
  internet: string;
  dns: string;
  hidden: string;
}

/**
 * How Privacy Mode routes a connection: the device, two encrypted relays, the internet; DNS encrypted and the
 * address hidden. Drawn inline so its labels are the page's texts, in the page's language (the Privacy Mode
 * page and the home page each give theirs); in a right-to-left language the route runs from right to left,
 * while the words keep their own direction.
 */
export function PrivacyDiagram({ texts }: { texts: PrivacyDiagramTexts }) {
  const { locale } = useT();
  const id = useId();
  const rtl = localeInfo(locale).dir === 'rtl';
  const x = (value: number) => (rtl ? width - value : value);
  const label = (key: Exclude<keyof PrivacyDiagramTexts, 'title'>) => texts[key];
  const titleId = `${id}-title`;
  return (
    <svg
      className="pm-diagram"
      viewBox={`0 0 ${width} 330`}
      width={width}
      height="330"
      role="img"
      aria-labelledby={titleId}
      direction="ltr"
    >
      <title id={titleId}>{texts.title}</title>
      <rect width={width} height="330" rx="24" fill="#10172b" />
      <g transform={rtl ? `matrix(-1 0 0 1 ${width} 0)` : undefined}>
        <g className="pm-diagram-links" fill="none" strokeWidth="5" strokeLinecap="round">
          <path d="M128 130H186" stroke="#8b74ff" />
          <path d="M274 130H356" stroke="#6f9df5" />
          <path d="M444 130H512" stroke="#22d3ee" />
        </g>
        <path
          className="pm-diagram-dns"
          d="M84 228V262H400V228"
          fill="none"
          stroke="#8b74ff"
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
          opacity="0.8"
        />
        <g>
          <circle cx={stations.device} cy="130" r="44" fill="#1c2644" stroke="#2b3556" strokeWidth="3" />
          <rect x="60" y="113" width="48" height="30" rx="4" fill="none" stroke="#eef1f8" strokeWidth="4" />
          <path d="M74 152h20" stroke="#eef1f8" strokeWidth="4" strokeLinecap="round" />
        </g>
        {[
          { cx: stations.relay1, ring: '#8b74ff' },
          { cx: stations.relay2, ring: '#22d3ee' },
        ].map(({ cx, ring }) => (
          <g key={cx}>
            <circle cx={cx} cy="130" r="44" fill="#1c2644" stroke={ring} strokeWidth="3" />
            <circle cx={cx} cy="130" r="14" fill="none" stroke="#eef1f8" strokeWidth="4" />
            <path
              d={`M${cx - 26} 130h12M${cx + 14} 130h12M${cx} 104v12M${cx} 144v12`}
              stroke="#eef1f8"
              strokeWidth="4"
              strokeLinecap="round"
            />
          </g>
        ))}
        <g fill="none" stroke="#eef1f8" strokeWidth="4">
          <circle cx={stations.internet} cy="130" r="44" fill="#1c2644" stroke="#2b3556" strokeWidth="3" />
          <circle cx={stations.internet} cy="130" r="24" />
          <path d="M532 130h48" />
          <path d="M556 106c8 7 11 15 11 24s-3 17-11 24c-8-7-11-15-11-24s3-17 11-24z" />
        </g>
        {[142, 302].map((lockX) => (
          <g key={lockX}>
            <rect x={lockX} y="62" width="30" height="24" rx="5" fill="#eef1f8" />
            <path d={`M${lockX + 6} 62v-7a9 9 0 0 1 18 0v7`} fill="none" stroke="#eef1f8" strokeWidth="4" />
          </g>
        ))}
        <path
          d="M222 246l20-8 20 8v15c0 12-8.5 21-20 25-11.5-4-20-13-20-25z"
          fill="#1c2644"
          stroke="#4ade80"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path
          d="M233 263l7 7 12-13"
          fill="none"
          stroke="#4ade80"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <g fill="none" stroke="#b7bfd3" strokeWidth="3.5" strokeLinecap="round">
          <path d="M530 262c8-9 17-13 26-13s18 4 26 13c-8 9-17 13-26 13s-18-4-26-13z" />
          <circle cx={hiddenX} cy="262" r="5" />
          <path d="M536 280l40-36" />
        </g>
      </g>
      <g className="pm-diagram-labels" fill="#eef1f8" fontSize="15" fontWeight="600" textAnchor="middle">
        <text x={x(stations.device)} y="200">
          {label('device')}
        </text>
        <text x={x(stations.relay1)} y="200">
          {label('relay1')}
        </text>
        <text x={x(stations.relay2)} y="200">
          {label('relay2')}
        </text>
        <text x={x(stations.internet)} y="200">
          {label('internet')}
        </text>
        <text x={x(dnsX)} y="312" fill="#4ade80">
          {label('dns')}
        </text>
        <text x={x(hiddenX)} y="312" fill="#b7bfd3">
          {label('hidden')}
        </text>
      </g>
    </svg>
  );
}
