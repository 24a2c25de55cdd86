import { createContext, useContext, type HTMLAttributes } from 'react';

// One <main> per page: layouts that already render one tell the pages inside to render a plain block.
const InsideMain = createContext(false);

export const MainLandmarkProvider = InsideMain.Provider;

/** The page's main landmark, or a div when a layout around it already is one. */
export function PageMain({ children, ...rest }: HTMLAttributes<HTMLElement>) {
  const inside = useContext(InsideMain);
  if (inside) return <div {...rest}>{children}</div>;
  return (
    <main id="main" tabIndex={-1} {...rest}>
      {children}
    </main>
  );
}
