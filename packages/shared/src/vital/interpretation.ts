/**
 * What the report says about each metric: a one-line explanation, a sentence for a strength (the
 * favourable end) and one for a caution, and a behavioural interview question that probes each.
 *
 * Orientation follows docs/scoring.md: reaction metrics are turned so that a higher T is the
 * favourable end (for トラブルリスク a high T means a LOW risk). Questionnaire scales are trait
 * levels; `favourable` says which end reads as a strength in an interview sheet (for 回避動機 the
 * low end — readiness to take on new things). The wording stays descriptive and respectful: a
 * caution is something to ask about, never a verdict.
 *
 * Lives in shared (imported by subpath, not from the package index) so that the PDF report and the
 * web result page explain a metric in the same words. Plain data only: safe for the browser bundle.
 */

export interface MetricText {
  /** One line under the metric in the detail pages. */
  explain: string;
  /** Unit of the raw value, shown beside it. */
  unit: 'ms' | '回' | '%' | '問' | 'scale' | 'index';
  /** Which end of the T scale reads as a strength. */
  favourable: 'high' | 'low';
  strength: string;
  caution: string;
  /** A question that lets the person show the strength with an example. */
  askStrength: string;
  /** A question that lets the person show how they handle the caution. */
  askCaution: string;
}

export const METRIC_TEXTS: Readonly<Record<string, MetricText>> = {
  simple_react: {
    explain: '合図に反応する速さ。注意を保ちながら素早く動ける程度を示します。',
    unit: 'ms',
    favourable: 'high',
    strength: '合図への反応が速く、すばやく動き出せる傾向があります。',
    caution: '反応はゆっくりめで、急な対応では一呼吸おく傾向があります。',
    askStrength: '急な依頼や変更に、すぐ対応できた経験を教えてください。',
    askCaution: '急ぎの対応を求められたとき、どのように手順を整えて取り組みましたか。',
  },
  hukugo: {
    explain: '4つの選択肢から正しいものを選ぶ速さ。判断を伴う作業の処理速度です。',
    unit: 'ms',
    favourable: 'high',
    strength: '複数の選択肢から素早く正しく判断する力があります。',
    caution: '複数の選択肢がある場面では、判断に時間をかける傾向があります。',
    askStrength: '限られた時間で判断を求められた場面で、何を手がかりに決めましたか。',
    askCaution: '判断に迷ったとき、どのように情報を集めて決めてきましたか。',
  },
  simple_miss: {
    explain: '単純反応課題での見落とし・遅れ・早押しの回数（少ないほど良好）。',
    unit: '回',
    favourable: 'high',
    strength: '単調な作業でも見落としや早押しが少なく、安定しています。',
    caution: '単調な作業が続くと、見落としや早押しが出やすい傾向があります。',
    askStrength: '同じ作業を長く続けるとき、質を保つために工夫していることはありますか。',
    askCaution: '繰り返しの多い作業で、ミスを防ぐためにどのような工夫をしてきましたか。',
  },
  miss_ave: {
    explain: '全課題を通した誤反応・見落としの平均率（低いほど正確）。',
    unit: '%',
    favourable: 'high',
    strength: '作業の正確さが高く、ミスの少ない進め方ができます。',
    caution: 'スピードを優先すると、誤りが増えやすい傾向があります。',
    askStrength: '正確さが特に求められた仕事で、どのように確認を行いましたか。',
    askCaution: 'これまでにしたミスと、その後に変えた仕事の進め方を教えてください。',
  },
  performance: {
    explain: '速さと正確さを合わせた総合的な作業力（単純反応・複合反応・平均ミス率の合成）。',
    unit: 'index',
    favourable: 'high',
    strength: '速さと正確さのバランスがよく、作業を効率よく進められます。',
    caution: '作業の速さや正確さに、伸びしろがあります。',
    askStrength: '仕事の効率を上げるために、自分で工夫して成果が出た例を教えてください。',
    askCaution: '仕事の量が多いとき、どのように優先順位をつけて進めましたか。',
  },
  init_fatigue: {
    explain: '検査の前半から後半にかけての反応の落ち込み（高いT得点ほど疲れにくい）。',
    unit: '%',
    favourable: 'high',
    strength: '作業を続けても集中が落ちにくく、ペースを保てます。',
    caution: '作業が長く続くと、ペースが落ちやすい傾向があります。',
    askStrength: '長時間の作業で、最後までペースを保てた経験を教えてください。',
    askCaution: '長時間の作業のとき、休憩や配分をどのように工夫していますか。',
  },
  concentration: {
    explain: '反応のむらと見落としの少なさ。注意を安定して保つ力です。',
    unit: 'index',
    favourable: 'high',
    strength: '注意が安定しており、集中を切らさずに取り組めます。',
    caution: '注意にむらが出やすく、集中の波がある傾向があります。',
    askStrength: '集中して取り組んだことで、よい結果につながった経験を教えてください。',
    askCaution: '集中しにくい環境で仕事をするとき、どのような工夫をしていますか。',
  },
  stress_tolerance: {
    explain: '制限時間が短くなる課題で保てたペース。プレッシャー下での処理力です。',
    unit: 'ms',
    favourable: 'high',
    strength: '時間のプレッシャーがかかっても、ペースを保って対応できます。',
    caution: '時間に追われる場面では、力を発揮しにくい傾向があります。',
    askStrength: '締め切りが迫る中で成果を出せた経験と、そのとき意識したことを教えてください。',
    askCaution: 'これまでに、締め切りが重なったときはどのように優先順位をつけましたか。',
  },
  potential: {
    explain: '判断の速さ・プレッシャー下の処理力・向上心・意欲・達成動機を合わせた伸びしろ。',
    unit: 'index',
    favourable: 'high',
    strength: '学ぶ意欲と処理力があり、今後の成長が期待できます。',
    caution: '成長の方向や意欲の源を、面接で確かめておくとよいでしょう。',
    askStrength: '最近、自分から学んで身につけたことと、それをどう活かしたかを教えてください。',
    askCaution: 'これから伸ばしたい力と、そのために取り組んでいることを教えてください。',
  },
  trouble_risk: {
    explain: '押してはいけない場面での反応や早押しの少なさ（高いT得点ほどリスクが低い）。',
    unit: 'index',
    favourable: 'high',
    strength: '衝動的な反応が少なく、落ち着いて行動できます。',
    caution: '思い立ったらすぐ動く分、確認を飛ばしやすい傾向があります。',
    askStrength: '急いでいる場面でも、確認を怠らずに済んだ経験を教えてください。',
    askCaution: '焦って動いてしまった経験と、そこから変えたことを教えてください。',
  },
  responsibility: {
    explain: 'アンケートによる責任感の強さ（引き受けたことをやり遂げる姿勢）。',
    unit: 'scale',
    favourable: 'high',
    strength: '引き受けた仕事を最後までやり遂げる、責任感の強さがあります。',
    caution: '仕事の引き受け方や、報告・相談の姿勢を確かめておくとよいでしょう。',
    askStrength: '困難があっても、任された仕事をやり遂げた経験を教えてください。',
    askCaution: '仕事が期限に間に合わないと分かったとき、どのように対応しましたか。',
  },
  aspiration: {
    explain: 'アンケートによる向上心の強さ（学び、力を伸ばそうとする姿勢）。',
    unit: 'scale',
    favourable: 'high',
    strength: '学ぶ姿勢が強く、指摘を成長の機会として受け止められます。',
    caution: '現状のやり方を大切にする分、新しい学びへの動機を確かめておくとよいでしょう。',
    askStrength: '人からの指摘を受けて、やり方を改善した経験を教えてください。',
    askCaution: '仕事のために新しく学んだことがあれば、その理由とともに教えてください。',
  },
  work_motivation: {
    explain: 'アンケートによる働く意欲の強さ（仕事に前向きに打ち込む気持ち）。',
    unit: 'scale',
    favourable: 'high',
    strength: '仕事に前向きに打ち込む意欲があります。',
    caution: '仕事へのやりがいの感じ方を、面接で確かめておくとよいでしょう。',
    askStrength: 'これまでの仕事や活動で、特にやりがいを感じた場面を教えてください。',
    askCaution: '仕事を選ぶうえで、大切にしていることは何ですか。',
  },
  highest_hukugo_answer: {
    explain: 'スピード課題の最もよい20秒間の正答数。瞬間的に発揮できる処理力です。',
    unit: '問',
    favourable: 'high',
    strength: '集中した場面で、高い処理力を発揮できます。',
    caution: '瞬間的な処理のスピードは控えめです。',
    askStrength: '短い時間に多くの仕事をこなした経験と、そのときの進め方を教えてください。',
    askCaution: '作業を素早く進める必要があるとき、どのように準備していますか。',
  },
  management_personnel_leadership: {
    explain: 'アンケートによるリーダーシップの傾向（人の前に立ち、方向を示す）。',
    unit: 'scale',
    favourable: 'high',
    strength: '人の前に立ち、周りをまとめる役割を担えます。',
    caution: '人を引っ張るより、支える役割を好む傾向があります。',
    askStrength: 'チームの意見が分かれたとき、どのようにまとめましたか。',
    askCaution: 'チームの中で、どのような役割を担うと力を発揮できますか。',
  },
  management_personnel_management: {
    explain: 'アンケートによるマネジメントの傾向（計画を立て、進み具合を管理する）。',
    unit: 'scale',
    favourable: 'high',
    strength: '段取りを考え、計画的に物事を進められます。',
    caution: '計画よりも、その場の流れで進める傾向があります。',
    askStrength: '計画を立てて進めた仕事で、遅れが出たときにどう立て直しましたか。',
    askCaution: '複数の仕事を並行して進めるとき、どのように予定を管理していますか。',
  },
  accelerator: {
    explain: 'アンケートによる行動の速さ（思い立ったらすぐ動く傾向）。',
    unit: 'scale',
    favourable: 'high',
    strength: '決断が速く、チャンスに素早く行動できます。',
    caution: '行動の前に、時間をかけて考える傾向があります。',
    askStrength: '自分から素早く動いたことで、よい結果につながった経験を教えてください。',
    askCaution: 'すぐに決める必要がある場面で、どのように判断してきましたか。',
  },
  brake: {
    explain: 'アンケートによる慎重さ（うまくいかない場合を考え、手順を守る傾向）。',
    unit: 'scale',
    favourable: 'high',
    strength: '慎重にリスクを考え、決まった手順を守って進められます。',
    caution: '勢いで決める場面があり、事前の確認を省きやすい傾向があります。',
    askStrength: '事前にリスクに気づき、問題を防げた経験を教えてください。',
    askCaution: '勢いで決めて困った経験と、その後に気をつけていることを教えてください。',
  },
  achievement: {
    explain: 'アンケートによる達成動機（難しい目標をやり遂げたい気持ち）。',
    unit: 'scale',
    favourable: 'high',
    strength: '高い目標に向けて、粘り強く取り組めます。',
    caution: '目標の高さより、着実さや安定を大切にする傾向があります。',
    askStrength: 'これまでで最も難しかった目標と、それをどう達成したかを教えてください。',
    askCaution: '仕事で目標を立てるとき、どのように決めていますか。',
  },
  affinity: {
    explain: 'アンケートによる親和動機（人と協力し、関わりたい気持ち）。',
    unit: 'scale',
    favourable: 'high',
    strength: '周りと協力し、よい関係を築きながら仕事を進められます。',
    caution: '人と関わるより、一人で集中して進めることを好む傾向があります。',
    askStrength: '周りと協力して成果を上げた経験と、そのときの自分の役割を教えてください。',
    askCaution: 'ほかの部署や人と連携が必要な仕事を、どのように進めてきましたか。',
  },
  power: {
    explain: 'アンケートによるパワー動機（周りに影響を与え、任されたい気持ち）。',
    unit: 'scale',
    favourable: 'high',
    strength: '責任ある立場を引き受け、周りに働きかけることができます。',
    caution: '物事を決める役割は、ほかの人に任せたい傾向があります。',
    askStrength: '周りの人を説得して、物事を動かした経験を教えてください。',
    askCaution: '自分の意見を伝えにくい場面で、どのように発言してきましたか。',
  },
  avoidance: {
    explain: 'アンケートによる回避動機（失敗や指摘を避けたい気持ち。低いほど挑戦に前向き）。',
    unit: 'scale',
    favourable: 'low',
    strength: '失敗を恐れず、新しいことに挑戦できます。',
    caution: '失敗を避けようとする気持ちが強く、慣れないことには慎重になる傾向があります。',
    askStrength: 'これまでに挑戦した新しいことと、そこから学んだことを教えてください。',
    askCaution: '慣れない仕事を任されたとき、どのように取りかかりましたか。',
  },
};

/** Explanations of the 14 job aptitudes (職種適性) for the detail page. */
export const APTITUDE_NOTE =
  '職種適性は、各職種で求められやすい特性の指標を組み合わせた目安です（設計値であり、職務成績との関係は検証中です）。';
