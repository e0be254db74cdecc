-- After wrk's own report, every latency it recorded (µs) and how often, on one line: runs taken in
-- turns then make one exact percentile together (tests/wrk.mjs). Only `done` is defined, so wrk
-- still sends its static request and reads no answer into Lua.
done = function(summary, latency, requests)
  local seen = {}
  for i = 1, #latency do
    local value, count = latency(i)
    seen[#seen + 1] = string.format("%d:%d", value, count)
  end
  io.write("latencies ", table.concat(seen, ","), "\n")
end
