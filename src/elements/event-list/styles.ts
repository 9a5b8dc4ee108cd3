import { css, linkLook } from '../../core/styles';

export const section = css`
  & + & {
    margin-top: 2.5em;
  }
  h2 {
    margin: 0 0 0.6em;
    font-size: 1.5em;
    line-height: 1.2;
    color: var(--p-primary);
  }
`;

export const list = css`
  container-type: inline-size;
  display: grid;
  gap: 1em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Date badge on the left, the event on the right; in a narrow column (a phone) the badge sits above, in one line. */
export const card = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: clamp(0.75em, 3vw, 1.25em);
  padding: clamp(0.8em, 3vw, 1.1em);
  background: var(--p-paper);
  border: 1px solid var(--p-border);
  border-radius: var(--p-radius);
  box-shadow: 0 2px 10px rgba(60, 40, 30, 0.08);
  @container (max-width: 24em) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6em;
  }
`;

/** A card with a picture: the picture on the right; under the text in a narrower column. */
export const withPicture = css`
  grid-template-columns: auto minmax(0, 1fr) auto;
  @container (max-width: 36em) {
    grid-template-columns: auto minmax(0, 1fr);
  }
  @container (max-width: 24em) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const picture = css`
  width: 11em;
  align-self: start;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: calc(var(--p-radius) * 0.75);
  }
  @container (max-width: 36em) {
    grid-column: 2;
    width: min(100%, 14em);
  }
  @container (max-width: 24em) {
    grid-column: 1;
  }
`;

export const badge = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  align-self: start;
  min-width: 3.6em;
  padding: 0.45em 0.4em 0.5em;
  border-radius: calc(var(--p-radius) * 0.75);
  background: var(--p-primary);
  color: var(--p-on-primary);
  line-height: 1.1;
  text-align: center;
  .day {
    font-size: 1.6em;
    font-weight: 700;
  }
  .month {
    font-size: 0.85em;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .year {
    margin-top: 0.2em;
    font-size: 0.75em;
  }
  @container (max-width: 24em) {
    flex-direction: row;
    align-items: baseline;
    justify-self: start;
    gap: 0.35em;
    min-width: 0;
    padding: 0.25em 0.7em;
    .day {
      font-size: 1.2em;
    }
    .year {
      margin-top: 0;
      font-size: 0.85em;
    }
  }
`;

export const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.35em;
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1.15em;
    line-height: 1.25;
    color: var(--p-primary);
  }
  p {
    margin: 0;
  }
  .when {
    font-weight: 600;
  }
  .where {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2em 0.5em;
    color: var(--p-text-muted);
    font-size: 0.93em;
  }
  .kind {
    padding: 0 0.55em;
    border: 1px solid var(--p-border);
    border-radius: 999px;
    color: var(--p-text);
    font-size: 0.85em;
    font-weight: 600;
  }
  .address {
    flex-basis: 100%;
  }
  .text {
    font-size: 0.95em;
  }
  a {
    display: inline-block;
    padding: 0.1em 0;
    ${linkLook}
  }
  a svg {
    margin-inline-start: 0.3em;
    vertical-align: -0.15em;
  }
  /* The map link sits with the address; the calendar links in a row of their own, wrapping on a phone. */
  .address {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.8em;
  }
  a.map {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: 0;
    font-weight: 600;
  }
  a.map svg,
  .calendar a svg {
    margin-inline: 0 0.25em;
  }
  .calendar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em 0.6em;
    margin-top: 0.3em;
    font-size: 0.93em;
  }
  .calendar a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0.2em 0.8em;
    border-radius: 999px;
    box-shadow: inset 0 0 0 1.5px var(--p-primary);
    text-decoration: none;
    font-weight: 600;
  }
  .calendar a.ics {
    background: var(--p-primary);
    color: var(--p-on-primary);
    box-shadow: none;
  }
  .calendar a:hover {
    text-decoration: underline;
  }
`;

/** The feed to subscribe to, below the lists. */
export const subscribe = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.3em 0.8em;
  margin: 2em 0 0;
  color: var(--p-text-muted);
  font-size: 0.93em;
  overflow-wrap: anywhere;
  a {
    ${linkLook}
  }
  a svg {
    margin-inline-end: 0.3em;
    vertical-align: -0.2em;
  }
`;

export const empty = css`
  margin: 0;
  padding: 1em 1.1em;
  background: var(--p-paper);
  border: 1px dashed var(--p-border);
  border-radius: var(--p-radius);
  color: var(--p-text-muted);
`;

/** The folded list of past events: its summary looks like the product's secondary button, its chevron turns. */
export const details = css`
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    min-height: 44px;
    margin-bottom: 1em;
    padding: 0.5em 1.2em 0.5em 0.9em;
    border-radius: 999px;
    box-shadow: inset 0 0 0 2px var(--p-primary);
    color: var(--p-primary);
    font-weight: 700;
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    transform: rotate(-90deg);
    transition: transform 0.2s;
  }
  &[open] summary svg {
    transform: none;
  }
`;
