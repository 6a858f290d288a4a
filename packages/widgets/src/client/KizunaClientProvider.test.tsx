import { createKizunaClient } from '@kizuna/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KizunaClientProvider, useKizunaClient } from './KizunaClientProvider';

function Probe({ expected }: { expected?: unknown }) {
  const client = useKizunaClient();
  return <p>{expected === undefined ? typeof client : String(client === expected)}</p>;
}

describe('KizunaClientProvider', () => {
  it('hands down the client it was given', () => {
    const client = createKizunaClient({ baseURL: 'http://example.test' });
    render(
      <KizunaClientProvider client={client}>
        <Probe expected={client} />
      </KizunaClientProvider>,
    );
    expect(screen.getByText('true')).toBeInTheDocument();
  });

  it('creates a client from a base URL', () => {
    render(
      <KizunaClientProvider baseUrl="http://example.test">
        <Probe />
      </KizunaClientProvider>,
    );
    expect(screen.getByText('object')).toBeInTheDocument();
  });

  it('tells a developer when the provider is missing', () => {
    expect(() => render(<Probe />)).toThrow(/KizunaClientProvider/);
  });
});
