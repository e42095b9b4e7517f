// What a screen part shows of its data (useLoad): the spinner while it first loads, the error with
// "retry" when it could not load, else the part drawn from the data.
import type { ReactNode } from 'react';
import { ErrorBanner, Loading } from '../components/StateViews.tsx';
import type { Loaded } from './useLoad.ts';

export function LoadedView<T>({
  loaded,
  errorText,
  children,
}: {
  loaded: Loaded<T>;
  errorText: string;
  children: (data: T) => ReactNode;
}) {
  if (loaded.loading && !loaded.data) return <Loading />;
  if (loaded.error || !loaded.data) return <ErrorBanner message={errorText} onRetry={() => void loaded.reload()} />;
  return children(loaded.data);
}
