import { Fragment } from 'react';
import { parseFormattedText, type Inline } from '@certus/contracts';
import classes from './formatted-text.module.css';

/** A site path opens in the site; an address elsewhere in a new tab, without handing it this page. */
function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'link') {
          const external = !part.href.startsWith('/');
          return (
            <a key={i} href={part.href} className={classes.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {part.text}
              {external ? <span className={classes.srOnly}> (opens in a new tab)</span> : null}
            </a>
          );
        }
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}

/**
 * The formatted text of a description, news item or newsletter (contracts content/formatted-text.ts), drawn as
 * elements: whatever an editor typed stays text, never markup. Headings start at `headingLevel`.
 */
export function FormattedText({ body, headingLevel = 3 }: { body: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes.body}>
      {parseFormattedText(body).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <Heading key={i} className={classes.heading}>
              <InlineParts parts={block.inlines} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineParts parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <InlineParts parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
