import { detailParts, formatInstant } from '../detail-times';

/** A check's own words, with the instants in them shown as the page's other times are. */
export function DetailText({ detail, checkedAt }: { detail: string; checkedAt: number }) {
  return (
    <>
      {detailParts(detail).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <time key={i} dateTime={part.iso}>
            {formatInstant(part.epochMs, checkedAt)}
          </time>
        ),
      )}
    </>
  );
}
