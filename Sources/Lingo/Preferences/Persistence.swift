import Foundation

/// Runs slow preference-store I/O on one serial queue, off the switching thread.
///
/// Loads wait for earlier saves (so a second `Localizer` on the same store sees the last
/// choice); slow saves run in the background; the queue is drained when the process exits
/// normally. (Stores that save quickly are saved on the switching thread, not here.)
enum Persistence {
    private static let queue = DispatchQueue(label: "Lingo.PreferenceStore", qos: .utility)

    private static let drainAtExit: Void = {
        atexit { Persistence.queue.sync {} }
    }()

    static func load(from store: any PreferenceStore) throws -> LanguagePreference? {
        _ = drainAtExit
        return try queue.sync { try store.load() }
    }

    static func saveInBackground(_ preference: LanguagePreference, to store: any PreferenceStore,
                                 onError: @escaping @Sendable (any Error) -> Void) {
        _ = drainAtExit
        queue.async {
            do {
                try store.save(preference)
            } catch {
                onError(error)
            }
        }
    }

    static func flush() {
        queue.sync {}
    }
}
