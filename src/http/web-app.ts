import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** Paths the server owns; everything else that asks for HTML is a client route. */
const SERVER_PATHS = /^\/(api|health|images|openapi\.yaml|app-config\.json)(\/|$)/;

/** Serves the built web app: hashed assets cached forever, index.html for every client route. */
export function webAppRoutes(webDir: string): Router {
  const router = Router();
  const indexFile = path.join(webDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(webDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(webDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
