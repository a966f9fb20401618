import { Icon, type IconName } from './icon.tsx';

export interface IconCard {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

/** A grid of cards, each an icon, a heading and a sentence or two. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="grid card-list">
      {items.map((item) => (
        <li key={item.id} className="card">
          <span className="card-icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p className="muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
