// The browser build's stand-ins for two React-16-era helpers (lib/shims, wired in
// next.config.ts; decision 0013) behave as the libraries they replace.
import { forwardRef, memo, useSyncExternalStore as reactHook } from 'react';
import hoistLibrary from 'hoist-non-react-statics';
import { describe, expect, it } from 'vitest';
import hoistShim from '@/lib/shims/hoist-non-react-statics';
import { useSyncExternalStore } from '@/lib/shims/use-sync-external-store';

const Empty = () => null;
const Ref = () => null;

function sources() {
  class Page {
    static getInitialProps = () => ({});
    static displayName = 'Page';
    static defaultProps = { a: 1 };
    static custom = 'kept';
  }
  const withSymbol = Object.assign(function Plain() {}, { [Symbol.for('x')]: 1, extra: true, propTypes: {} });
  const memoed = Object.assign(memo(Empty), { custom: 1 });
  const forwarded = Object.assign(forwardRef(Ref), { custom: 2 });
  return [Page, withSymbol, memoed, forwarded];
}

const ownKeys = (o: object) => Reflect.ownKeys(o).map(String).sort();

describe('hoist-non-react-statics stand-in', () => {
  it('copies the same statics as the library onto plain, memo and forwardRef targets', () => {
    const targets = () => [function Target() {}, memo(Empty), forwardRef(Ref)];
    for (const [i, source] of sources().entries()) {
      for (const [j] of targets().entries()) {
        const a = hoistLibrary(targets()[j] as never, source as never);
        const b = hoistShim(targets()[j] as object, source as object);
        expect(ownKeys(b), `source ${i}, target ${j}`).toEqual(ownKeys(a));
      }
    }
  });

  it('honours the exclusion list', () => {
    const [Page] = sources();
    const out = hoistShim(function T() {}, Page as object, { custom: true }) as unknown as Record<string, unknown>;
    expect(out.getInitialProps).toBeTypeOf('function');
    expect(out.custom).toBeUndefined();
  });
});

describe('use-sync-external-store stand-in', () => {
  it('is React 19’s own hook', () => {
    expect(useSyncExternalStore).toBe(reactHook);
  });
});
