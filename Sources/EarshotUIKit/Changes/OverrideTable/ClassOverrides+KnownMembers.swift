import Foundation

extension ClassOverrides {
    /// Earshot's members this analysis names, as method descriptors.
    struct KnownMembers {
        /// Methods no reader calls.
        var harmless: Set<UnsafeRawPointer> = []
        /// The getters (and a container's children's methods) an update asks again.
        var attributeGetters: Set<UnsafeRawPointer> = []
        /// The getters of stored properties, each with how its answer is taken.
        var storedProperties: [UnsafeRawPointer: StoredPropertyGetter] = [:]
    }

    /// Found by reading the probes' override tables; nil when a probe does not read as expected,
    /// which turns the analysis off.
    static let knownMembers: KnownMembers? = {
        var known = KnownMembers()
        for probe in Probes.harmless {
            guard let overrides = ClassDescriptor(probe)?.overrides else { return nil }
            // A property's probe replaces its setter too, which is allowed anyway.
            let replaced = overrides.filter { $0.kind != .initializer && $0.kind != .setter && $0.kind != .modify }
            guard replaced.count == 1, replaced[0].kind == .method || replaced[0].kind == .getter else { return nil }
            known.harmless.insert(replaced[0].method)
        }
        for probe in Probes.attributes {
            guard let overrides = ClassDescriptor(probe)?.overrides else { return nil }
            let asked = overrides.filter { $0.kind == .getter || $0.kind == .method }
            guard asked.count == 1 else { return nil }
            known.attributeGetters.insert(asked[0].method)
        }
        for (probe, getter): (AnyClass, StoredPropertyGetter) in Probes.storedProperties {
            guard let overrides = ClassDescriptor(probe)?.overrides else { return nil }
            let getters = overrides.filter { $0.kind == .getter }
            guard getters.count == 1, overrides.allSatisfy({ [.getter, .setter, .modify, .initializer].contains($0.kind) })
            else { return nil }
            known.storedProperties[getters[0].method] = getter
        }
        return known
    }()
}
