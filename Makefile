# The two commands of the README: `make run` and `make test`. Both install what is missing.
# Everything runs on the Node 24 that the `node` npm package puts in node_modules/.bin.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test install web migrate openapi lint check typecheck boundaries contract unit integration webtest e2e chromium clean bench

node_modules/.install-stamp: package.json package-lock.json
	@# npm ci refuses this lock: the registry mirror lacks some optional platform builds of biome, so
	@# the lock cannot list them. npm install honours the lock and the exact pins all the same.
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

install: node_modules/.install-stamp

# On the install stamp, not the phony `install`: a phony prerequisite would rebuild the app every time.
dist/web/index.html: node_modules/.install-stamp $(shell find web -type f -not -path '*/node_modules/*' 2>/dev/null) $(shell find src/shared -type f 2>/dev/null)
	npm run -s build:web

web: dist/web/index.html

## make run: migrate, seed demo data, build the web app and serve everything on http://localhost:3000
run: install web
	NODE_COMPILE_CACHE=node_modules/.cache/node-compile node src/main.ts

migrate: install
	npm run -s migrate

openapi: install
	npm run -s openapi

## make test: every check CI runs, in order of speed
test: install check unit integration webtest e2e

# The four checks side by side (two at a time), each one's output printed whole when it ends (-O);
# -k runs them all even when one fails, and any failure fails `make check` (ADR 0067).
check: install
	@$(MAKE) --no-print-directory -O -k -j2 typecheck lint boundaries contract

typecheck: install
	npm run -s typecheck

lint: install
	npm run -s lint

boundaries: install
	npm run -s boundaries

contract: install
	npm run -s openapi:check

# Two workers on two cores (vitest's default leaves one idle): units 13 -> 9 s, web components 72 -> 42 s.
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
