import { asText, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './article.css';

type Props = Static<typeof schema>;

export default function Article({ props }: WidgetRenderProps<Props>) {
  const sections = Array.isArray(props.sections) ? props.sections : [];
  return (
    <article className="w-article" style={props.style}>
      {props.updated ? <p className="w-article-updated">{asText(props.updated)}</p> : null}
      {sections.map((section, i) => {
        const List = section.numbered ? 'ol' : 'ul';
        return (
          <section key={i}>
            {section.heading ? <h2>{asText(section.heading)}</h2> : null}
            {(section.paragraphs ?? []).map((text, j) => (
              <p key={j}>{asText(text)}</p>
            ))}
            {section.items?.length ? (
              <List>
                {section.items.map((text, j) => (
                  <li key={j}>{asText(text)}</li>
                ))}
              </List>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
