use core::fmt;

/// Why a step is refused: the contract's revert reasons (EngineStepBase,
/// EngineStep, KvStep, StepOps), plus what the request encoding itself can
/// get wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The request bytes are malformed (not the witness: the frame around it).
    BadRequest(&'static str),
    /// The path does not name a leaf of this trace.
    BadPath { level: u64, index: u64 },
    /// The witness does not decode or does not fit the leaf.
    BadWitness(&'static str),
    /// The opening does not reproduce the agreed pre-state.
    PreStateMismatch,
    /// An input vector does not hash to its producer's op hash.
    InputMismatch(u64),
    /// A segment state does not hash to the state hash of that leaf.
    SegmentStateMismatch(u64),
    /// The segment's KV leaves do not have the length of its positions below k.
    KvRangeLength { have: u64, want: u64 },
    /// The KV leaves and their multiproof do not give kvroot_{k−1}.
    KvRootMismatch,
    /// The witness's pieces do not fold to the manifest's blob root.
    WeightsMismatch,
    /// Weight bytes the step reads are in no piece run.
    WeightsMissing { off: u64, len: u64 },
    /// An attention segment's states are out of range.
    SegmentOutOfRange,
    /// A vector checked against its hash holds a value outside int32.
    NotInt32,
    /// An op input has the wrong length (StepOps.BadOpInput).
    BadOpInput { kind: u8, input: u8 },
    /// embed of a token outside the vocabulary.
    TokenOutOfRange,
    /// q_norm / k_norm on a model without QK norm.
    NoQkNorm,
    /// A value past the widths this crate computes in (never in an honest witness).
    Overflow,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadRequest(w) => write!(f, "BadRequest: {w}"),
            Error::BadPath { level, index } => write!(f, "BadPath({level}, {index})"),
            Error::BadWitness(w) => write!(f, "BadWitness: {w}"),
            Error::PreStateMismatch => f.write_str("PreStateMismatch"),
            Error::InputMismatch(op) => write!(f, "InputMismatch({op})"),
            Error::SegmentStateMismatch(x) => write!(f, "SegmentStateMismatch({x})"),
            Error::KvRangeLength { have, want } => write!(f, "KvRangeLength({have}, {want})"),
            Error::KvRootMismatch => f.write_str("KvRootMismatch"),
            Error::WeightsMismatch => f.write_str("WeightsMismatch"),
            Error::WeightsMissing { off, len } => write!(f, "WeightsMissing({off}, {len})"),
            Error::SegmentOutOfRange => f.write_str("SegmentOutOfRange"),
            Error::NotInt32 => f.write_str("NotInt32"),
            Error::BadOpInput { kind, input } => {
                write!(f, "BadOpInput(kind {kind}, input {input})")
            }
            Error::TokenOutOfRange => f.write_str("TokenOutOfRange"),
            Error::NoQkNorm => f.write_str("NoQKNorm"),
            Error::Overflow => f.write_str("Overflow: a witness value past 128 bits"),
        }
    }
}
