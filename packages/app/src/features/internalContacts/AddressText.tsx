import { Fragment } from 'react';

/**
 * The pieces of an e-mail address or a web address between the places its line may break: before
 * the `@`, after a dot, after a slash (not inside `//`). Words stay whole.
 */
export function addressPieces(address: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  const chars = [...address];
  for (const [index, char] of chars.entries()) {
    if (char === '@' && piece !== '') {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
    const next = chars[index + 1];
    if (char === '.' || (char === '/' && next !== '/')) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** An address written so that a narrow place wraps it only where `addressPieces` allows. */
export function AddressText({ address }: { address: string }) {
  return (
    <>
      {addressPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
