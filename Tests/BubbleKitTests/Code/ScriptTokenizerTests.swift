import Testing

@testable import BubbleCore

/// Python, Ruby, Bash and Dockerfiles.
struct ScriptTokenizerTests {
  @Test func python() {
    let code = #"""
      from dataclasses import dataclass
      import math

      MAX_RADIUS = 1e3  # upper bound


      @dataclass(frozen=True)
      class Circle:
          """A circle; radius in metres."""
          radius: float

          def area(self) -> float:
              return math.pi * self.radius ** 2


      def describe(shapes: list[Circle]) -> None:
          for i, shape in enumerate(shapes):
              if shape.radius > MAX_RADIUS or shape is None:
                  raise ValueError(f"shape {i} too big: {shape.radius:.2f} {{ok}}")
              print(rf"C:\data\{i}", b'\x00', 0x_FF, 10_000j)
      """#
    expectColored(
      code, .python,
      [
        ("from", .keyword), ("import", .keyword), ("import", .keyword), ("MAX_RADIUS", .constant),
        ("1e3", .number), ("# upper bound", .comment), ("@dataclass", .decorator), ("True", .constant),
        ("class", .keyword), ("Circle", .type), ("\"\"\"A circle; radius in metres.\"\"\"", .string),
        ("float", .type), ("def", .keyword), ("area", .function), ("float", .type), ("return", .keyword),
        ("2", .number), ("def", .keyword), ("describe", .function), ("list", .type), ("Circle", .type),
        ("None", .constant), ("for", .keyword), ("in", .keyword), ("enumerate", .function), ("if", .keyword),
        ("or", .keyword), ("is", .keyword), ("None", .constant), ("raise", .keyword), ("ValueError", .type),
        ("f\"shape ", .string), ("{", .escape), ("}", .escape), (" too big: ", .string), ("{", .escape),
        ("}", .escape), (" ", .string), ("{{", .escape), ("ok", .string), ("}}", .escape), ("\"", .string),
        ("print", .function), ("rf\"C:\\data\\", .string), ("{", .escape), ("}", .escape), ("\"", .string),
        ("b'", .string), ("\\x00", .escape), ("'", .string), ("10_000j", .number),
      ])
  }

  @Test func ruby() {
    let code = ##"""
      require "json"

      # A tiny key-value store.
      class Store < BaseStore
        attr_reader :items
        DEFAULT_TTL = 60

        def initialize(items = {})
          @items = items
          @@count ||= 0
        end

        def self.build(path)
          new(JSON.parse(File.read(path), symbolize_names: true))
        end

        def fetch(key)
          return nil unless @items.key?(key)
          puts "found #{key} in #{self.class}"
          @items[key]
        end
      end
      =begin
      Block comment
      =end
      """##
    expectColored(
      code, .ruby,
      [
        ("require", .function), ("\"json\"", .string), ("# A tiny key-value store.", .comment),
        ("class", .keyword), ("Store", .type), ("BaseStore", .type), ("attr_reader", .function),
        (":items", .constant), ("DEFAULT_TTL", .constant), ("60", .number), ("def", .keyword),
        ("initialize", .function), ("@items", .variable), ("@@count", .variable), ("0", .number),
        ("end", .keyword), ("def", .keyword), ("self", .keyword), ("build", .function), ("new", .function),
        ("JSON", .constant), ("parse", .function), ("File", .type), ("read", .function),
        ("symbolize_names:", .property), ("true", .constant), ("def", .keyword), ("fetch", .function),
        ("return", .keyword), ("nil", .constant), ("unless", .keyword), ("@items", .variable),
        ("key?", .function), ("puts", .function), ("\"found ", .string), ("#{", .escape), ("}", .escape),
        (" in ", .string), ("#{", .escape), ("self", .keyword), ("}", .escape), ("\"", .string),
        ("=begin\nBlock comment\n=end", .comment),
      ])
  }

  @Test func bash() {
    let code = #"""
      #!/usr/bin/env bash
      set -euo pipefail

      # Back up every database into a dated folder.
      BACKUP_DIR="${HOME}/backups/$(date +%F)"
      mkdir -p "$BACKUP_DIR"

      for db in $(psql -Atc "SELECT datname FROM pg_database"); do
        if [[ "$db" != template* ]]; then
          pg_dump "$db" | gzip > "$BACKUP_DIR/$db.sql.gz" 2>&1
          echo "Saved \"$db\" ($?)"
        fi
      done

      cat <<EOF > summary.txt
      Backed up to $BACKUP_DIR
      EOF
      sudo systemctl restart app && echo 'done' || exit 1
      """#
    expectColored(
      code, .bash,
      [
        ("#!/usr/bin/env bash", .comment), ("set", .keyword),
        ("# Back up every database into a dated folder.", .comment),
        ("BACKUP_DIR", .variable), ("=", .operator), ("\"", .string), ("${HOME}", .variable),
        ("/backups/", .string), ("$(date +%F)", .variable), ("\"", .string), ("mkdir", .function),
        ("\"", .string), ("$BACKUP_DIR", .variable), ("for", .keyword), ("in", .keyword), ("$(", .variable),
        ("psql", .function), ("\"SELECT datname FROM pg_database\"", .string), (";", .operator),
        ("do", .keyword), ("if", .keyword), ("[[", .punctuation), ("$db", .variable), ("then", .keyword),
        ("pg_dump", .function), ("|", .operator), ("gzip", .function), (">", .operator), ("2", .number),
        (">&", .operator), ("1", .number), ("echo", .function), ("\\\"", .escape), ("$db", .variable),
        ("$?", .variable), ("fi", .keyword), ("done", .keyword), ("cat", .function), ("<<", .operator),
        ("EOF", .string), ("Backed up to $BACKUP_DIR\nEOF", .string), ("sudo", .function),
        ("systemctl", .function), ("&&", .operator), ("echo", .function), ("'done'", .string), ("||", .operator),
        ("exit", .keyword), ("1", .number),
      ])
  }

  @Test func casePatternsAndArraysAreNoCommands() {
    let code = """
      arr=(one two)
      case "$1" in
        start) run_server ;;
        *) echo "usage" ;;
      esac
      """
    expectColored(
      code, .bash, [("arr", .variable), ("run_server", .function), ("echo", .function), ("esac", .keyword)])
    for word in ["one", "start", "*"] { expectNotColored(code, .bash, word, .function) }
  }

  @Test func consoleSessionsMarkTheirPrompt() {
    let code = """
      $ npm install --save-dev typescript
      $ npx tsc --init
      """
    expectColored(code, .bash, [("$", .meta), ("npm", .function), ("$", .meta), ("npx", .function)])
    #expect(CodeLanguage(fenceName: "console") == .bash)
  }

  @Test func dockerfile() {
    let code = """
      # syntax=docker/dockerfile:1
      FROM python:3.12-slim AS base
      ENV PYTHONDONTWRITEBYTECODE=1 \\
          APP_HOME=/app
      WORKDIR $APP_HOME
      COPY requirements.txt .
      RUN pip install --no-cache-dir -r requirements.txt \\
          && rm -rf /root/.cache
      EXPOSE 8000
      CMD ["gunicorn", "app:server", "--bind", "0.0.0.0:8000"]
      """
    expectColored(
      code, .dockerfile,
      [
        ("# syntax=docker/dockerfile:1", .comment), ("FROM", .keyword), ("AS", .keyword), ("ENV", .keyword),
        ("PYTHONDONTWRITEBYTECODE", .variable), ("1", .number), ("APP_HOME", .variable), ("WORKDIR", .keyword),
        ("$APP_HOME", .variable), ("COPY", .keyword), ("RUN", .keyword), ("pip", .function), ("&&", .operator),
        ("rm", .function), ("EXPOSE", .keyword), ("8000", .number), ("CMD", .keyword), ("\"gunicorn\"", .string),
        ("\"0.0.0.0:8000\"", .string),
      ])
    expectNotColored(code, .dockerfile, "base", .function)
  }
}
