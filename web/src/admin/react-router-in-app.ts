// react-admin's router adapter gets this module for react-router-dom (web/vite-plugins/admin-router.ts).
// Its fallback router, for an admin outside any router, is the only user of react-router's data
// router; ours always renders inside the app's router, so dropping it keeps the data router out of
// the first script (which shares react-router with the owner area).
export * from 'react-router-dom';

const noFallback = (): never => {
  throw new Error('react-admin must render inside the app router');
};
export const createHashRouter = noFallback;
export const RouterProvider = noFallback;
