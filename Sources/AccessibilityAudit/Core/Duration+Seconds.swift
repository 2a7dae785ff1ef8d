extension Duration {
    /// The duration in seconds, for budgets written in seconds.
    var auditSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
