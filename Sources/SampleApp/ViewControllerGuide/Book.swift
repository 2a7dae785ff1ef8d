/// The text the reading screens show: the opening of *Alice's Adventures in Wonderland* (Lewis
/// Carroll, 1865, public domain), in pages of lines.
enum Book {
    static let title = "Alice's Adventures in Wonderland"

    static let pages: [[String]] = [
        [
            "Alice was beginning to get very tired of sitting by her sister on the bank,",
            "and of having nothing to do.",
            "Once or twice she had peeped into the book her sister was reading,",
        ],
        [
            "but it had no pictures or conversations in it,",
            "and what is the use of a book, thought Alice, without pictures or conversations?",
        ],
        [
            "So she was considering in her own mind whether the pleasure of making a daisy-chain",
            "would be worth the trouble of getting up and picking the daisies,",
            "when suddenly a White Rabbit with pink eyes ran close by her.",
        ],
    ]
}
