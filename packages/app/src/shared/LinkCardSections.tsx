import { useId } from 'react';
import { Link } from 'react-router';
import './linkCards.css';

/** One card: a page and a line that says what it is for. */
export interface LinkCard {
  /** Path under `/front`. */
  to: string;
  /** The page's name, as its menu entry and its title say it. */
  title: string;
  /** One line about the page. */
  description: string;
}

/** A heading and the cards under it. */
export interface LinkCardSection {
  id: string;
  title: string;
  cards: readonly LinkCard[];
}

export interface LinkCardSectionsProps {
  /** Accessible name of the navigation landmark the cards form. */
  label: string;
  sections: readonly LinkCardSection[];
}

function CardLink({ card }: { card: LinkCard }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    // Named by its title alone; the line below describes it.
    <Link to={card.to} className="kz-link-card" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <span id={titleId} className="kz-link-card__title">
        {card.title}
      </span>
      <span id={descriptionId} className="kz-link-card__description">
        {card.description}
      </span>
    </Link>
  );
}

function CardSection({ section }: { section: LinkCardSection }) {
  const headingId = useId();
  return (
    <section className="kz-link-cards" aria-labelledby={headingId} data-section={section.id}>
      <h2 id={headingId} className="kz-link-cards__heading">
        {section.title}
      </h2>
      <ul className="kz-link-cards__list">
        {section.cards.map((card) => (
          <li key={card.to + card.title}>
            <CardLink card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Index pages (settings, manage): grouped cards, each a link with one line of description. */
export function LinkCardSections({ label, sections }: LinkCardSectionsProps) {
  return (
    <nav aria-label={label} className="kz-link-card-sections">
      {sections.map((section) => (
        <CardSection key={section.id} section={section} />
      ))}
    </nav>
  );
}
