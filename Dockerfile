# The production server (docs/deployment.md, "A container"): built in one stage, run in another that
# holds the build and the runtime dependencies only (`npm ci --omit=dev`). dist-server/server.js
# bundles the app, its engine and the mock backend; it imports Fastify and its plugins (dependencies)
# and Node's own modules, nothing else. `npm run image:check` runs the same layout without Docker.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install script is needed to build (package.json's allowScripts says which are refused anyway).
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Stateless: nothing is written at run time, so the process needs no write access to /app.
USER node
EXPOSE 8080
CMD ["node", "dist-server/server.js"]
