-- wrk script for Benchmarks/serve-load.sh: POSTs a conversation, the same body every time
-- ("same") or a distinct one per request ("distinct": a number unique to the request appended to
-- every message text longer than 8 bytes and put in every message id, so neither the service's
-- image cache nor the renderer's row and shaping caches can serve it; short texts such as a lone
-- emoji are left as they are, so the chat draws the same kinds of rows). Counts the responses by
-- status and prints them from done(), beside wrk's own summary.
--   wrk ... -s Benchmarks/serve-load.lua URL -- BODY.json
-- The mode comes from the environment too (SERVE_LOAD_MODE), since wrk decides whether request()
-- exists before init() sees the arguments: with the same body, wrk sends its prepared request
-- without calling into Lua, so the client costs the least where the rate is highest.
local threads = {}
local counter = 0
local distinct = os.getenv("SERVE_LOAD_MODE") == "distinct"
-- Different in every run against one server, so no run finds an earlier run's bodies cached.
local run = os.getenv("SERVE_LOAD_RUN") or "0"

function setup(thread)
  thread:set("number", #threads)
  table.insert(threads, thread)
end

function init(args)
  local file = assert(io.open(args[1], "rb"))
  template = file:read("*a")
  file:close()
  statuses = {}
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = template
end

local function distinctBody()
  counter = counter + 1
  local tag = run .. "." .. number .. "." .. counter
  local body = template:gsub('"id": "(%d+)"', '"id": "%1-' .. tag .. '"')
  return (body:gsub('"text": "([^"]*)"', function(text)
    if #text > 8 then return '"text": "' .. text .. " " .. tag .. '"' end
  end))
end

if distinct then
  function request()
    return wrk.format(nil, nil, nil, distinctBody())
  end
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, status .. "=" .. count) end
  table.sort(parts)
  io.write(string.format("statuses: %s\n", table.concat(parts, " ")))
  io.write(string.format("responses: %d, socket errors: connect %d read %d write %d timeout %d\n",
    summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("all responses' latency: p50 %.2f ms, p99 %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
