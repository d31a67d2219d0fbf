import ArgumentParser
import Configuration
import SystemPackage

/// `bubbles serve`'s settings through swift-configuration: the flags given on the command line
/// first, then the environment variables (`ServeSetting.variable`), then the JSON file of
/// `--config` / `BUBBLES_CONFIG` (keys as the flags without `--`). A value that is not what its
/// setting needs is refused with every name it may have come from.
struct ServeSettingsReader {
  private let reader: ConfigReader

  /// `flags` are the values given on the command line, by `ServeSetting.key`.
  init(flags: [String: ConfigValue], environment: [String: String]) async throws {
    let variables = Dictionary(uniqueKeysWithValues: ServeSetting.all.map { ($0.key, $0.variable) })
    let byVariable = KeyMappingProvider(upstream: EnvironmentVariablesProvider(environmentVariables: environment)) {
      key in AbsoluteConfigKey([variables[key.components.joined(separator: ".")] ?? "BUBBLES_UNKNOWN"])
    }
    let flagValues = InMemoryProvider(
      name: "flags", values: Dictionary(uniqueKeysWithValues: flags.map { (AbsoluteConfigKey([$0.key]), $0.value) }))
    var providers: [any ConfigProvider] = [flagValues, byVariable]
    let file =
      flags["config"].flatMap { value -> String? in
        if case .string(let path) = value.content { return path }
        return nil
      } ?? environment["BUBBLES_CONFIG"]
    if let file, !file.isEmpty {
      providers.append(try await Self.fileProvider(file))
    }
    reader = ConfigReader(providers: providers)
  }

  private static func fileProvider(_ path: String) async throws -> any ConfigProvider {
    do {
      return try await FileProvider<JSONSnapshot>(filePath: FilePath(path))
    } catch {
      throw ValidationError("--config \(path): cannot read it as a JSON object of settings: \(error)")
    }
  }

  func string(_ key: String) -> String? {
    reader.string(forKey: ConfigKey([key]))
  }

  func strings(_ key: String) -> [String]? {
    reader.stringArray(forKey: ConfigKey([key]))
  }

  /// A whole number, or `nil` when no source sets it.
  func int(_ key: String) throws -> Int? {
    do {
      return try reader.requiredInt(forKey: ConfigKey([key]))
    } catch {
      // Missing everywhere is no value; present but not a whole number is an error.
      guard "\(error)".hasPrefix("Missing required config value") else {
        throw ValidationError(
          "\(Self.names(of: key)) must be a whole number, not \(string(key).map { "\"\($0)\"" } ?? "that")")
      }
      return nil
    }
  }

  /// "--port, BUBBLES_PORT or "port" in --config".
  static func names(of key: String) -> String {
    let variable = ServeSetting.all.first { $0.key == key }?.variable ?? key
    return "--\(key), \(variable) or \"\(key)\" in --config"
  }
}
