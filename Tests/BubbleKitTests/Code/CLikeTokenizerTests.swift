import Testing

@testable import BubbleCore

/// The C family: a snippet each, as an assistant would write it, its key tokens checked.
struct CLikeTokenizerTests {
  @Test func javascript() {
    let code = """
      // Debounce a function: run it once calls stop for `wait` ms.
      export function debounce(fn, wait = 300) {
        let timer = null;
        return (...args) => {
          clearTimeout(timer);
          timer = setTimeout(() => fn.apply(this, args), wait);
        };
      }

      const MAX_RETRIES = 3;
      const pattern = /^\\d{3}-[a-z]+$/gi;
      const ratio = total / count / 2;
      const message = `Retrying ${attempt + 1} of ${MAX_RETRIES}: ${`nested ${deep}`}`;
      console.log('done\\n', 0x1F, 1_000n, .5e-3, undefined);
      """
    expectColored(
      code, .javascript,
      [
        ("// Debounce a function: run it once calls stop for `wait` ms.", .comment),
        ("export", .keyword), ("function", .keyword), ("debounce", .function), ("(", .punctuation),
        ("300", .number), ("let", .keyword), ("null", .constant), ("return", .keyword), ("=>", .operator),
        ("clearTimeout", .function), ("setTimeout", .function), ("apply", .function), ("this", .keyword),
        ("MAX_RETRIES", .constant), ("/^\\d{3}-[a-z]+$/gi", .string), ("/", .operator),
        ("`Retrying ", .string), ("${", .escape), ("1", .number), ("}", .escape), (" of ", .string),
        ("MAX_RETRIES", .constant), ("`nested ", .string), ("${", .escape), ("`", .string), ("}", .escape),
      ])
    expectColored(
      code, .javascript,
      [
        ("log", .function), ("'done", .string), ("\\n", .escape), ("'", .string), ("0x1F", .number),
        ("1_000n", .number), (".5e-3", .number), ("undefined", .constant),
      ])
  }

  @Test func typescript() {
    let code = """
      import { useState } from "react";

      interface User {
        readonly id: number;
        name: string;
        tags?: string[];
      }

      type Handler = (user: User) => Promise<void>;

      @Component({ selector: "app-root" })
      export class UserStore<T extends User> {
        private users: Map<number, T> = new Map();

        async load(id: number): Promise<T | undefined> {
          const response = await fetch(`/api/users/${id}`);
          return (await response.json()) as T;
        }
      }
      """
    expectColored(
      code, .typescript,
      [
        ("import", .keyword), ("from", .keyword), ("\"react\"", .string), ("interface", .keyword),
        ("User", .type), ("readonly", .keyword), ("number", .type), ("string", .type), ("type", .keyword),
        ("Handler", .type), ("Promise", .type), ("void", .keyword), ("@Component", .decorator),
        ("\"app-root\"", .string), ("class", .keyword), ("UserStore", .type), ("extends", .keyword),
        ("private", .keyword), ("Map", .type), ("new", .keyword), ("Map", .type), ("async", .keyword),
        ("load", .function), ("undefined", .constant), ("await", .keyword), ("fetch", .function),
        ("`/api/users/", .string), ("${", .escape), ("}", .escape), ("`", .string), ("json", .function),
        ("as", .keyword),
      ])
  }

  @Test func swift() {
    let code = ##"""
      import SwiftUI

      /// A counter that can't go below zero.
      @MainActor
      final class Counter: ObservableObject {
        @Published private(set) var value = 0
        static let maximum = 1_000

        func increment(by step: Int = 1) async throws {
          guard value + step <= Self.maximum else { throw CounterError.overflow }
          value += step
          print("Now \(value), hex \(String(value, radix: 16))")
        }
      }

      let raw = #"C:\path\#(name)"#
      let poem = """
        Roses are red
        \tViolets are blue
        """
      let doubled = [1, 2, 3].map { $0 * 2 } /* block /* nested */ still comment */
      let ok = true && nil == nil
      #if DEBUG
      let flag = 0b1010
      #endif
      """##
    expectColored(
      code, .swift,
      [
        ("import", .keyword), ("SwiftUI", .type), ("/// A counter that can't go below zero.", .comment),
        ("@MainActor", .decorator), ("final", .keyword), ("class", .keyword), ("Counter", .type),
        ("ObservableObject", .type), ("@Published", .decorator), ("private", .keyword), ("var", .keyword),
        ("0", .number), ("static", .keyword), ("1_000", .number), ("func", .keyword), ("increment", .function),
        ("Int", .type), ("async", .keyword), ("throws", .keyword), ("guard", .keyword), ("Self", .keyword),
        ("throw", .keyword), ("CounterError", .type), ("print", .function), ("\"Now ", .string), ("\\(", .escape),
        (")", .escape), (", hex ", .string), ("\\(", .escape), ("String", .type), ("16", .number),
        (")", .escape), ("\"", .string),
      ])
    expectColored(
      code, .swift,
      [
        ("#\"C:\\path", .string), ("\\#(", .escape), (")", .escape), ("\"#", .string),
        ("\"\"\"\n  Roses are red\n  ", .string), ("\\t", .escape), ("$0", .variable),
        ("/* block /* nested */ still comment */", .comment), ("true", .constant), ("nil", .constant),
        ("#if", .keyword), ("0b1010", .number), ("#endif", .keyword),
      ])
  }

  @Test func go() {
    let code = """
      package main

      import (
      \t"fmt"
      \t"net/http"
      )

      type Server struct {
      \taddr    string
      \tretries int
      }

      func (s *Server) Start() error {
      \thttp.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
      \t\tfmt.Fprintf(w, "Hello, %s!\\n", r.URL.Path[1:])
      \t})
      \tpattern := `^\\w+$`
      \treturn http.ListenAndServe(s.addr, nil)
      }
      """
    expectColored(
      code, .go,
      [
        ("package", .keyword), ("import", .keyword), ("\"fmt\"", .string), ("type", .keyword),
        ("Server", .type), ("struct", .keyword), ("string", .type), ("int", .type), ("func", .keyword),
        ("Server", .type), ("Start", .function), ("error", .type), ("HandleFunc", .function),
        ("\"/\"", .string), ("func", .keyword), ("Fprintf", .function), ("\"Hello, %s!", .string),
        ("\\n", .escape), ("1", .number), ("`^\\w+$`", .string), ("return", .keyword),
        ("ListenAndServe", .function), ("nil", .constant),
      ])
  }

  @Test func rust() {
    let code = ##"""
      use std::collections::HashMap;

      #[derive(Debug, Clone)]
      pub struct Cache<'a> {
          entries: HashMap<&'a str, u64>,
      }

      impl<'a> Cache<'a> {
          /// Looks a key up, counting misses.
          pub fn get(&mut self, key: &'a str) -> Option<u64> {
              let raw = r#"a "quoted" path"#;
              let bytes = b"\x7f";
              let c = '\n';
              match self.entries.get(key) {
                  Some(v) => Some(*v),
                  None => { println!("miss: {key}"); None }
              }
          }
      }
      const LIMIT: usize = 1_024;
      """##
    expectColored(
      code, .rust,
      [
        ("use", .keyword), ("HashMap", .type), ("#[derive(Debug, Clone)]", .decorator), ("pub", .keyword),
        ("struct", .keyword), ("Cache", .type), ("'a", .variable), ("HashMap", .type), ("str", .type),
        ("u64", .type), ("impl", .keyword), ("fn", .keyword), ("get", .function), ("mut", .keyword),
        ("self", .keyword), ("Option", .type), ("let", .keyword), ("r#\"a \"quoted\" path\"#", .string),
        ("b\"", .string), ("\\x7f", .escape), ("'", .string), ("\\n", .escape), ("match", .keyword),
        ("Some", .type), ("None", .type), ("println!", .function), ("\"miss: {key}\"", .string),
        ("const", .keyword), ("LIMIT", .constant), ("usize", .type), ("1_024", .number),
      ])
  }

  @Test func cAndCpp() {
    let c = """
      #include <stdio.h>
      #include "config.h"
      #define BUFFER_SIZE 256

      /* Reads a line; returns its length. */
      static size_t read_line(char *buffer, FILE *stream) {
          if (fgets(buffer, BUFFER_SIZE, stream) == NULL) return 0;
          return strlen(buffer);
      }

      int main(void) {
          char line[BUFFER_SIZE];
          unsigned long total = 0UL;
          printf("%zu chars\\n", read_line(line, stdin));
          return 'x' + 1.5f > total;
      }
      """
    expectColored(
      c, .c,
      [
        ("#include", .meta), ("<stdio.h>", .string), ("#include", .meta), ("\"config.h\"", .string),
        ("#define", .meta), ("BUFFER_SIZE", .constant), ("256", .number),
        ("/* Reads a line; returns its length. */", .comment), ("static", .keyword), ("size_t", .type),
        ("read_line", .function), ("char", .type), ("FILE", .type), ("if", .keyword), ("fgets", .function),
        ("NULL", .constant), ("return", .keyword), ("strlen", .function), ("int", .type), ("main", .function),
        ("void", .type), ("unsigned", .type), ("long", .type), ("0UL", .number), ("printf", .function),
        ("\"%zu chars", .string), ("\\n", .escape), ("'x'", .string), ("1.5f", .number),
      ])
    let cpp = """
      #include <vector>

      template <typename T>
      class Stack {
      public:
          void push(const T& value) { items_.push_back(value); }
          std::optional<T> pop() noexcept;
      private:
          std::vector<T> items_;
      };

      auto json = R"json({"key": "value\\n"})json";
      auto n = nullptr;
      """
    expectColored(
      cpp, .cpp,
      [
        ("#include", .meta), ("<vector>", .string), ("template", .keyword), ("typename", .keyword),
        ("T", .type), ("class", .keyword), ("Stack", .type), ("public", .keyword), ("void", .type),
        ("push", .function), ("const", .keyword), ("push_back", .function), ("optional", .type),
        ("pop", .function), ("noexcept", .keyword), ("private", .keyword), ("vector", .type), ("auto", .keyword),
        ("R\"json({\"key\": \"value\\n\"})json\"", .string), ("nullptr", .constant),
      ])
  }

  @Test func java() {
    let code = """
      package com.example.orders;

      import java.util.List;

      @Service
      public final class OrderService {
          private static final int MAX_ITEMS = 50;

          @Override
          public List<Order> findOpen(long customerId) throws NotFoundException {
              var query = \"\"\"
                  SELECT * FROM orders
                  WHERE status = 'open'
                  \"\"\";
              char grade = 'A';
              return repository.find(query, customerId).stream()
                  .filter(o -> o.total() > 10.0d)
                  .toList();
          }
      }
      """
    expectColored(
      code, .java,
      [
        ("package", .keyword), ("import", .keyword), ("List", .type), ("@Service", .decorator),
        ("public", .keyword), ("final", .keyword), ("class", .keyword), ("OrderService", .type),
        ("static", .keyword), ("int", .type), ("MAX_ITEMS", .constant), ("50", .number), ("@Override", .decorator),
        ("Order", .type), ("findOpen", .function), ("long", .type), ("throws", .keyword),
        ("NotFoundException", .type), ("var", .keyword), ("char", .type), ("'A'", .string),
        ("return", .keyword), ("find", .function), ("stream", .function), ("filter", .function), ("->", .operator),
        ("total", .function), ("10.0d", .number), ("toList", .function),
      ])
    #expect(colored(code, .java).contains { $0.0.hasPrefix("\"\"\"\n") && $0.1 == .string })
  }

  @Test func kotlinAndCsharp() {
    let kotlin = """
      data class Point(val x: Int, val y: Int)

      fun main() {
          val points = listOf(Point(1, 2), Point(3, 4))
          for (p in points) {
              println("Point at $p.x and ${p.y * 2}")
          }
          val raw = \"\"\"C:\\dir\"\"\"
          val nothing: String? = null
      }
      """
    expectColored(
      kotlin, .kotlin,
      [
        ("data", .keyword), ("class", .keyword), ("Point", .type), ("val", .keyword), ("Int", .type),
        ("fun", .keyword), ("main", .function), ("listOf", .function), ("Point", .type), ("for", .keyword),
        ("in", .keyword), ("println", .function), ("\"Point at ", .string), ("$p", .variable), ("${", .escape),
        ("2", .number), ("}", .escape), ("\"", .string), ("\"\"\"C:\\dir\"\"\"", .string), ("null", .constant),
      ])
    let csharp = #"""
      using System;

      namespace Shop;

      public record Product(string Name, decimal Price);

      public static class Program
      {
          public static async Task Main(string[] args)
          {
              var product = new Product("Tea", 4.5m);
              Console.WriteLine($"{product.Name} costs {product.Price:C} {{braces}}");
              var path = @"C:\temp\""quoted""";
              #region helpers
              if (args.Length > 0 && args[0] is null) return;
              #endregion
          }
      }
      """#
    expectColored(
      csharp, .csharp,
      [
        ("using", .keyword), ("namespace", .keyword), ("public", .keyword), ("record", .keyword),
        ("Product", .type), ("string", .type), ("decimal", .type), ("static", .keyword), ("class", .keyword),
        ("Program", .type), ("async", .keyword), ("Task", .type), ("Main", .function), ("var", .keyword),
        ("new", .keyword), ("Product", .function), ("\"Tea\"", .string), ("4.5m", .number),
        ("WriteLine", .function), ("$\"", .string), ("{", .escape), ("}", .escape), (" costs ", .string),
        ("{{", .escape), ("@\"C:\\temp\\", .string), ("\"\"", .escape), ("#region", .meta),
        ("if", .keyword), ("null", .constant), ("#endregion", .meta),
      ])
  }

  @Test func php() {
    let code = """
      <?php
      declare(strict_types=1);

      #[Route('/users')]
      final class UserController
      {
          public function show(int $id): string
          {
              $user = $this->repository->find($id) ?? null;
              # A shell-style comment
              return "User {$user->name} has id $id";
          }
      }
      """
    expectColored(
      code, .php,
      [
        ("<?php", .meta), ("declare", .keyword), ("1", .number), ("#[Route('/users')]", .decorator),
        ("final", .keyword), ("class", .keyword), ("UserController", .type), ("public", .keyword),
        ("function", .keyword), ("show", .function), ("int", .type), ("$id", .variable), ("string", .type),
        ("$user", .variable), ("$this", .variable), ("->", .operator), ("find", .function), ("null", .constant),
        ("# A shell-style comment", .comment), ("return", .keyword), ("\"User ", .string), ("{", .escape),
        ("$user", .variable), ("}", .escape), (" has id ", .string), ("$id", .variable), ("\"", .string),
      ])
  }

  @Test func rangesAndTupleMembersAreNoFractions() {
    expectColored(
      "let r = 1...10; let t = p.0 + .5", .swift,
      [("1", .number), ("...", .punctuation), ("10", .number), ("0", .number), (".5", .number)])
    expectColored("function* gen() {}", .javascript, [("function", .keyword), ("gen", .function)])
  }

  @Test func keywordsAfterADotAreMembers() {
    expectNotColored("promise.catch(handle).finally(done)", .javascript, "catch", .keyword)
    expectColored("promise.catch(handle)", .javascript, [("catch", .function)])
    expectNotColored("user.class", .java, "class", .keyword)
  }
}
