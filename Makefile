# The two commands of the README: `make run` and `make test`. Both install what is missing.
# Everything runs on the Node 24 that the `node` npm package puts in node_modules/.bin.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test install web migrate openapi lint check unit integration webtest e2e chromium clean bench

node_modules/.install-stamp: package.json package-lock.json
	@# npm ci refuses this lock: the registry mirror lacks some optional platform builds of biome, so
	@# the lock cannot list them. npm install honours the lock and the exact pins all the same.
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

install: node_modules/.install-stamp

dist/web/index.html: install $(shell find web -type f -not -path '*/node_modules/*' 2>/dev/null) $(shell find src/shared -type f 2>/dev/null)
	npm run -s build:web

web: dist/web/index.html

## make run: migrate, seed demo data, build the web app and serve everything on http://localhost:3000
run: install web
	node src/main.ts

migrate: install
	npm run -s migrate

openapi: install
	npm run -s openapi

## make test: every check CI runs, in order of speed
test: install check unit integration webtest e2e

check: install
	npm run -s typecheck
	npm run -s lint
	npm run -s boundaries
	npm run -s openapi:check

unit: install
	npm run -s test:unit

# Two workers even on two cores: an integration file mostly waits on PostgreSQL (measured 226 s -> 154 s).
integration: install
	npm run -s test:integration

webtest: install
	npm run -s test:web

chromium:
	@test -x $(CHROMIUM) || (echo "installing Debian's chromium for the browser tests" && apt-get update -qq && apt-get install -y -qq chromium >/dev/null)

e2e: install web chromium
	npm run -s test:e2e

clean:
	rm -rf dist coverage test-results playwright-report
