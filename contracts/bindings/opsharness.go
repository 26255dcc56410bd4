// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// OpsHarnessMetaData contains all meta data concerning the OpsHarness contract.
var OpsHarnessMetaData = bind.MetaData{
	ABI: "[{\"type\":\"function\",\"name\":\"argmax\",\"inputs\":[{\"name\":\"x\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"attention\",\"inputs\":[{\"name\":\"hi\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"lo\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"log2e\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isq\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"q\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"keys\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"values\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"outputs\":[{\"name\":\"out\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"exp2neg\",\"inputs\":[{\"name\":\"hi\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"lo\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"z\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"isqrt\",\"inputs\":[{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"matvec\",\"inputs\":[{\"name\":\"rows\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cols\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"q\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"m\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"r\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"a\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"outputs\":[{\"name\":\"out\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"rmsnorm\",\"inputs\":[{\"name\":\"x\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"g\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"eps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"y\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"rope\",\"inputs\":[{\"name\":\"head\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"cs\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"sn\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"halfSplit\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[{\"name\":\"\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"rsr\",\"inputs\":[{\"name\":\"v\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"s\",\"type\":\"int256\",\"internalType\":\"int256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"int256\",\"internalType\":\"int256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"swiglu\",\"inputs\":[{\"name\":\"hi\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"lo\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"log2e\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"h1\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"},{\"name\":\"h3\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"outputs\":[{\"name\":\"out\",\"type\":\"int256[]\",\"internalType\":\"int256[]\"}],\"stateMutability\":\"pure\"}]",
	ID:  "OpsHarness",
	Bin: "0x6080604052348015600e575f5ffd5b50611f858061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c80635f9bdb3c116100635780635f9bdb3c14610104578063731530f6146101175780639004d0291461012a578063b3f74ad31461013d578063cb4cb5dd14610150575f5ffd5b8063111b8fc41461009457806346486314146100bd5780634ef52e90146100d057806356464884146100f1575b5f5ffd5b6100a76100a23660046119fa565b610163565b6040516100b49190611ab8565b60405180910390f35b6100a76100cb366004611b65565b6101d4565b6100e36100de366004611c2b565b61042e565b6040519081526020016100b4565b6100e36100ff366004611c5c565b610443565b6100a7610112366004611c73565b61044d565b6100a7610125366004611d15565b610550565b6100a7610138366004611d81565b6105b5565b6100e361014b366004611e71565b610666565b6100e361015e366004611d15565b610671565b606082516001600160401b0381111561017e5761017e611937565b6040519080825280602002602001820160405280156101a7578160200160208202803683370190505b5090506101cb6101b787876106b0565b856020860160208601875160208701610772565b95945050505050565b60605f6101e2886004611ea5565b6101ed906020611ebc565b6001600160401b0381111561020457610204611937565b6040519080825280601f01601f19166020018201604052801561022e576020820181803683370190505b5090505f5b888110156103ab575f85828151811061024e5761024e611ecf565b602001015160f81c60f81b60f81c60ff16600888848151811061027357610273611ecf565b602002602001015163ffffffff16901b17905060188163ffffffff16901c60f81b838360046102a29190611ea5565b815181106102b2576102b2611ecf565b60200101906001600160f81b03191690815f1a9053506001600160f81b031960e882901b16836102e3846004611ea5565b6102ee906001611ebc565b815181106102fe576102fe611ecf565b60200101906001600160f81b03191690815f1a9053506001600160f81b031960f082901b168361032f846004611ea5565b61033a906002611ebc565b8151811061034a5761034a611ecf565b60200101906001600160f81b03191690815f1a90535060f881901b83610371846004611ea5565b61037c906003611ebc565b8151811061038c5761038c611ecf565b60200101906001600160f81b03191690815f1a90535050600101610233565b505f6103b8898989610859565b9050886001600160401b038111156103d2576103d2611937565b6040519080825280602002602001820160405280156103fb578160200160208202803683370190505b509250602082810190820161042081838d8d6104178b60200190565b60208b016109bb565b505050509695505050505050565b5f61043d602083018351610ab7565b92915050565b5f61043d82610aec565b60605f8451600261045e9190611ea5565b6001600160401b0381111561047557610475611937565b60405190808252806020026020018201604052801561049e578160200160208202803683370190505b5090505f5b855181101561052f578581815181106104be576104be611ecf565b60200260200101518282815181106104d8576104d8611ecf565b6020026020010181815250508481815181106104f6576104f6611ecf565b60200260200101518282885161050c9190611ebc565b8151811061051c5761051c611ecf565b60209081029190910101526001016104a3565b506105436020870187516020840186610bc4565b859150505b949350505050565b606083516001600160401b0381111561056b5761056b611937565b604051908082528060200260200182016040528015610594578160200160208202803683370190505b5090506105ae602085016020850186518560208601610c98565b9392505050565b60605f845190505f8185516105ca9190611ef7565b90505f6105d8868685610d55565b60c0810189905260e081018a905290506105f28b8b6106b0565b610100820152826001600160401b0381111561061057610610611937565b604051908082528060200260200182016040528015610639578160200160208202803683370190505b509350610658816020890161064f600186611f0a565b60208801611084565b505050979650505050505050565b5f6105ae83836110c7565b5f61054861067f85856106b0565b611fe0600585901b811682016120000151600386901c909116909101516320000000910201601e1c601084901c1c90565b6040805161020080825261402082019092525f9182919060208201614000803683370190505090505f5b610100811015610768578481815181106106f6576106f6611ecf565b602002602001015182828151811061071057610710611ecf565b60200260200101818152505083818151811061072e5761072e611ecf565b602002602001015182826101006107459190611ebc565b8151811061075557610755611ecf565b60209081029190910101526001016106da565b5060208101610548565b61200086018484038583038460051b87015b8088101561084d5787515f811281811561079e57825f0390505b6180008c82020160101c90506320000000611fe08260051b16880151611fe08360031c168f01510201601e1c8160101c1c90508063400000000167100000000000000004905081156107f1576340000000035b8a8601519202632000000001601e1d9091026180000160101d905063fffffffe637fffffff8201111561083e575f8112801561083457637ffffffe19915061083c565b637fffffff91505b505b88830152602090970196610784565b50505050505050505050565b60605f601061086986600f611ebc565b6108739190611ef7565b905061087f8482611ea5565b6001600160401b0381111561089657610896611937565b6040519080825280602002602001820160405280156108bf578160200160208202803683370190505b5091505f5b818110156109b2575f5b858110156109a9575f5f5b601081101561096d575f816108ef866010611ea5565b6108f99190611ebc565b90505f8a8210610909575f610938565b88856109158c85611ea5565b61091f9190611ebc565b8151811061092f5761092f611ecf565b60200260200101515b905061094583600f611f0a565b610950906010611ea5565b61095c82618000611f1d565b901b939093179250506001016108d9565b5080858361097b8a87611ea5565b6109859190611ebc565b8151811061099557610995611ecf565b6020908102919091010152506001016108ce565b506001016108c4565b50509392505050565b60408051600780825261010082019092525f916020820160e08036833701905050905086815f815181106109f1576109f1611ecf565b6020026020010181815250508281600181518110610a1157610a11611ecf565b6020026020010181815250508381600281518110610a3157610a31611ecf565b6020026020010181815250508481600381518110610a5157610a51611ecf565b6020026020010181815250508581600481518110610a7157610a71611ecf565b6020026020010181815250508181600581518110610a9157610a91611ecf565b6020026020010181815250505f602082019050610aad816110f3565b5050505050505050565b5f825160015b83811015610ae4578060051b85015182811315610adb578092508193505b50600101610abd565b505092915050565b5f8115610bbf575f826fffffffffffffffffffffffffffffffff811115610b145760809150811c5b6001600160401b03811115610b2b576040918201911c5b63ffffffff811115610b3f576020918201911c5b61ffff811115610b51576010918201911c5b60ff811115610b62576008918201911c5b600f811115610b73576004918201911c5b6003811115610b84576002918201911c5b6001811115610b94576001820191505b5060016002820160011c1b9150505b808204810160011c818110610bb85750919050565b9050610ba3565b919050565b8260011c8060051b83015f5b82811015610c8f578060061b8701602081018515610bf9578260051b890191508460051b820190505b815181518460051b8901518560051b87015163200000008184028386020301601e1d63200000008385028387020101601e1d9450637fffffff811315610c405750637fffffff5b637ffffffe19811215610c555750637ffffffe195b637fffffff851315610c6957637fffffff94505b637ffffffe19851215610c7f57637ffffffe1994505b9095525050905250600101610bd0565b50505050505050565b5f5f5b84811015610cba57600581901b87015180029190910190600101610c9b565b505f610cdd84610cce87601086901b611ef7565b610cd89190611ebc565b610aec565b90506701000000000000008190045f5b86811015610d4a57600581901b898101518982015190840263800000000160201d026180000160101d637fffffff811315610d295750637fffffff5b637ffffffe19811215610d3e5750637ffffffe195b90860152600101610ced565b505050505050505050565b610da16040518061014001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f828551610daf9190611ef7565b90505f6004610dbf856003611ebc565b610dc99190611ef7565b90505f610dd7826003611ea5565b610de19086611ebc565b90505f6003610df1856002611ebc565b610dfb9190611ef7565b90505f610e088383611ea5565b6001600160401b03811115610e1f57610e1f611937565b604051908082528060200260200182016040528015610e48578160200160208202803683370190505b509050602081018652826020610e5e9190611ea5565b602080880191909152610e72908890611ea5565b6060870152610e82846020611ea5565b608087015260a08601879052610eee84610e9d846003611ea5565b610ea79190611ebc565b6001600160401b03811115610ebe57610ebe611937565b604051908082528060200260200182016040528015610ee7578160200160208202803683370190505b5060200190565b6101208701525f876001600160401b03811115610f0d57610f0d611937565b604051908082528060200260200182016040528015610f36578160200160208202803683370190505b5090505f5b868110156110765760208801515f90610f55600384611ef7565b610f5f9190611ea5565b8951610f6b9190611ebc565b90505f5b8a81101561102b57610fd8610f85826020611ea5565b610f8f9084611ebc565b610f9a600386611f3c565b8f848f88610fa89190611ea5565b610fb29190611ebc565b81518110610fc257610fc2611ecf565b602002602001015182516050929092021b019052565b8b81610fe48d86611ea5565b610fee9190611ebc565b81518110610ffe57610ffe611ecf565b602002602001015184828151811061101857611018611ecf565b6020908102919091010152600101610f6f565b50608089015161106d90611040600385611f3c565b61104a9190611ea5565b60608b01516110599084611ebc565b6110639190611ebc565b602085018c611311565b50600101610f3b565b505050505050509392505050565b5f611090600384611ef7565b61109b906001611ebc565b90505f6110aa86868487611368565b90505f6110b887838761153e565b9050610c8f87828588886115bb565b5f5f8213600181146110df5783835f031b91506110ec565b60018084031b8401831d91505b5092915050565b6020810151604082015160051b81015f5b8183101561111a57825160209093019201611104565b6180000260c08401525050805160605179ffff000000000000ffff000000000000ffff000000000000ffff175f5b606084015181101561126b575f5f5f5f86602089015103604089015160051b8801600160408b015116156111aa578851828a0151808a8316029750808a8360101c16029650808a8360201c16029550808a8360301c1602945050506020890198505b5b80891015611222578851828a015160208b01516020858d010151808c831602838d861602018a019950808c8360101c1602838d8660101c16020189019850808c8360201c1602838d8660201c16020188019750808c8360301c1602838d8660301c16020187019650505050506040890198506111ab565b505061123288600f870186611271565b61124088600e870185611271565b61124e88600d870184611271565b61125c88600c870183611271565b50505050601081019050611148565b50505050565b60c08301516080840151606085015160a08601515f5b6004811015610aad578560070b80870360401d965083881015611301578760021b85015160e01c8060081c5f81156112f65760ff831660018082031b838b87030201811d915050637fffffff8113156112e15750637fffffff5b637ffffffe198112156112f65750637ffffffe195b60058b901b86015250505b5060031990960195600101611287565b6003810160021c5f5b81811015611333575f600582901b86015260010161131a565b50505f5b8181101561126b578060021c60051b84018160051b8401516003831660061b1b815101815250600181019050611337565b5f8460a0015160080361138557611380858585611696565b611390565b61139085858561173f565b61012085015160c0860151637ffffffe199250600184016060600382040283015b808410156114ae5760408401518060090b80820360501d9150632000000085618000830160101d0201601e1d63fffffffe637fffffff820111156113fb576113f881611525565b90505b8087528781131561140a578097505b5050600981900b9081900360501d90618000810160101d8502632000000001601e1d63fffffffe637fffffff8201111561144a5761144781611525565b90505b8060208801528781131561145c578097505b50618000820160101d8502632000000001601e1d63fffffffe637fffffff8201111561148e5761148b81611525565b90505b806040880152878113156114a0578097505b5050506060840193506113b1565b506040830151600382065b801561151b57600982900b9182900360501d916180000160101d8402632000000001601e1d63fffffffe637fffffff820111156114fc576114f981611525565b90505b8086528681131561150b578096505b50602094909401935f19016114b9565b5050505050610548565b637fffffff5f821215610bbf5750637ffffffe19919050565b5f610120840151610100850151612000810160e08701516001860160051b84015b808510156115af576180008286518a03020160101c6320000000611fe08260051b16850151611fe08360031c168701510201601e1c8160101c1c905080865280870196505060208501945061155f565b50505050509392505050565b60a08501515f60026115ce836003611ebc565b901c90505f6115de866060611ea5565b8861012001516115ee9190611ebc565b90508160020361160957611604888887846117a3565b61161a565b61161a88888784600587901b61189b565b5f5b83811015610d4a578060021c60051b820151600382165f5b8181101561165057600783900b90920360401d91600101611634565b505060070b632000000001601e1d637fffffff8113156116715750637fffffff5b637ffffffe198112156116865750637ffffffe195b600582901b86015260010161161c565b8151602083015160408401516060850151608086015160a087015160c088015160e089015160208b015160408c01518c510160406101208e01510160608c0281015b8082101561172e578460e0840151028660c085015102018760a085015102896080860151020101896060850151028b604086015102018c6020860151028e865102010101825283830192506060820191506116d8565b505050505050505050505050505050565b602083015160a084015160051b830160408501518551016040610120870151016060850281015b80821015610aad575f83885b86811015611790578051825102929092019160209182019101611772565b5050825291840191606090910190611766565b602084015160808501516060860151865101610120870151600186016060600382040282015f5f5b82851015611845578a8551601e1b04865181028301925060208701518102820191508787018c6020880151601e1b0491508051820284019350602081015182028301925088810190508c6040880151601e1b04915080518202840193506020810151820283019250505087860195506060850194506117cb565b6003840697505b8715611884578a8551601e1b04925085518302820191506020860151830281019050602085019450868601955060018803975061184c565b8189528060208a0152505050505050505050505050565b5f5b818110156118b2575f8382015260200161189d565b5060608501518551016101208601515f5b825f5b600381101561192057888360051b850151601e1b045f5b878110156118ff578089018185015183028151018152506020810190506118dd565b50506001830192508783116119205760808a015191909101906001016118c6565b5050858111610aad576020880151830192506118c3565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561197357611973611937565b604052919050565b5f82601f83011261198a575f5ffd5b81356001600160401b038111156119a3576119a3611937565b8060051b6119b36020820161194b565b918252602081850181019290810190868411156119ce575f5ffd5b6020860192505b838310156119f05782358252602092830192909101906119d5565b9695505050505050565b5f5f5f5f5f60a08688031215611a0e575f5ffd5b85356001600160401b03811115611a23575f5ffd5b611a2f8882890161197b565b95505060208601356001600160401b03811115611a4a575f5ffd5b611a568882890161197b565b9450506040860135925060608601356001600160401b03811115611a78575f5ffd5b611a848882890161197b565b92505060808601356001600160401b03811115611a9f575f5ffd5b611aab8882890161197b565b9150509295509295909350565b602080825282518282018190525f918401906040840190835b81811015611aef578351835260209384019390920191600101611ad1565b509095945050505050565b5f82601f830112611b09575f5ffd5b81356001600160401b03811115611b2257611b22611937565b611b35601f8201601f191660200161194b565b818152846020838601011115611b49575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f60c08789031215611b7a575f5ffd5b863595506020870135945060408701356001600160401b03811115611b9d575f5ffd5b611ba989828a0161197b565b94505060608701356001600160401b03811115611bc4575f5ffd5b611bd089828a0161197b565b93505060808701356001600160401b03811115611beb575f5ffd5b611bf789828a01611afa565b92505060a08701356001600160401b03811115611c12575f5ffd5b611c1e89828a0161197b565b9150509295509295509295565b5f60208284031215611c3b575f5ffd5b81356001600160401b03811115611c50575f5ffd5b6105488482850161197b565b5f60208284031215611c6c575f5ffd5b5035919050565b5f5f5f5f60808587031215611c86575f5ffd5b84356001600160401b03811115611c9b575f5ffd5b611ca78782880161197b565b94505060208501356001600160401b03811115611cc2575f5ffd5b611cce8782880161197b565b93505060408501356001600160401b03811115611ce9575f5ffd5b611cf58782880161197b565b92505060608501358015158114611d0a575f5ffd5b939692955090935050565b5f5f5f60608486031215611d27575f5ffd5b83356001600160401b03811115611d3c575f5ffd5b611d488682870161197b565b93505060208401356001600160401b03811115611d63575f5ffd5b611d6f8682870161197b565b93969395505050506040919091013590565b5f5f5f5f5f5f5f60e0888a031215611d97575f5ffd5b87356001600160401b03811115611dac575f5ffd5b611db88a828b0161197b565b97505060208801356001600160401b03811115611dd3575f5ffd5b611ddf8a828b0161197b565b965050604088013594506060880135935060808801356001600160401b03811115611e08575f5ffd5b611e148a828b0161197b565b93505060a08801356001600160401b03811115611e2f575f5ffd5b611e3b8a828b0161197b565b92505060c08801356001600160401b03811115611e56575f5ffd5b611e628a828b0161197b565b91505092959891949750929550565b5f5f60408385031215611e82575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761043d5761043d611e91565b8082018082111561043d5761043d611e91565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b5f82611f0557611f05611ee3565b500490565b8181038181111561043d5761043d611e91565b8082018281125f831280158216821582161715610ae457610ae4611e91565b5f82611f4a57611f4a611ee3565b50069056fea2646970667358221220504ab24ef1e63f2c2f1b2ef9e77b48a4efaaef7cb8f59e95b39c4ffb8adf951564736f6c63430008250033",
}

// OpsHarness is an auto generated Go binding around an Ethereum contract.
type OpsHarness struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OpsHarness) GetABI() abi.ABI {
	return c.abi
}

// NewOpsHarness creates a new instance of OpsHarness.
func NewOpsHarness() *OpsHarness {
	parsed, err := OpsHarnessMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OpsHarness{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OpsHarness) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackArgmax is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ef52e90.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function argmax(int256[] x) pure returns(uint256)
func (opsHarness *OpsHarness) PackArgmax(x []*big.Int) []byte {
	enc, err := opsHarness.abi.Pack("argmax", x)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArgmax is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ef52e90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function argmax(int256[] x) pure returns(uint256)
func (opsHarness *OpsHarness) TryPackArgmax(x []*big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("argmax", x)
}

// UnpackArgmax is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ef52e90.
//
// Solidity: function argmax(int256[] x) pure returns(uint256)
func (opsHarness *OpsHarness) UnpackArgmax(data []byte) (*big.Int, error) {
	out, err := opsHarness.abi.Unpack("argmax", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAttention is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9004d029.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attention(int256[] hi, int256[] lo, uint256 log2e, uint256 isq, int256[] q, int256[] keys, int256[] values) pure returns(int256[] out)
func (opsHarness *OpsHarness) PackAttention(hi []*big.Int, lo []*big.Int, log2e *big.Int, isq *big.Int, q []*big.Int, keys []*big.Int, values []*big.Int) []byte {
	enc, err := opsHarness.abi.Pack("attention", hi, lo, log2e, isq, q, keys, values)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttention is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9004d029.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attention(int256[] hi, int256[] lo, uint256 log2e, uint256 isq, int256[] q, int256[] keys, int256[] values) pure returns(int256[] out)
func (opsHarness *OpsHarness) TryPackAttention(hi []*big.Int, lo []*big.Int, log2e *big.Int, isq *big.Int, q []*big.Int, keys []*big.Int, values []*big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("attention", hi, lo, log2e, isq, q, keys, values)
}

// UnpackAttention is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9004d029.
//
// Solidity: function attention(int256[] hi, int256[] lo, uint256 log2e, uint256 isq, int256[] q, int256[] keys, int256[] values) pure returns(int256[] out)
func (opsHarness *OpsHarness) UnpackAttention(data []byte) ([]*big.Int, error) {
	out, err := opsHarness.abi.Unpack("attention", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackExp2neg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4cb5dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exp2neg(int256[] hi, int256[] lo, uint256 z) pure returns(uint256)
func (opsHarness *OpsHarness) PackExp2neg(hi []*big.Int, lo []*big.Int, z *big.Int) []byte {
	enc, err := opsHarness.abi.Pack("exp2neg", hi, lo, z)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExp2neg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4cb5dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exp2neg(int256[] hi, int256[] lo, uint256 z) pure returns(uint256)
func (opsHarness *OpsHarness) TryPackExp2neg(hi []*big.Int, lo []*big.Int, z *big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("exp2neg", hi, lo, z)
}

// UnpackExp2neg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb4cb5dd.
//
// Solidity: function exp2neg(int256[] hi, int256[] lo, uint256 z) pure returns(uint256)
func (opsHarness *OpsHarness) UnpackExp2neg(data []byte) (*big.Int, error) {
	out, err := opsHarness.abi.Unpack("exp2neg", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsqrt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56464884.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isqrt(uint256 n) pure returns(uint256)
func (opsHarness *OpsHarness) PackIsqrt(n *big.Int) []byte {
	enc, err := opsHarness.abi.Pack("isqrt", n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsqrt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56464884.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isqrt(uint256 n) pure returns(uint256)
func (opsHarness *OpsHarness) TryPackIsqrt(n *big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("isqrt", n)
}

// UnpackIsqrt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56464884.
//
// Solidity: function isqrt(uint256 n) pure returns(uint256)
func (opsHarness *OpsHarness) UnpackIsqrt(data []byte) (*big.Int, error) {
	out, err := opsHarness.abi.Unpack("isqrt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMatvec is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46486314.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function matvec(uint256 rows, uint256 cols, int256[] q, int256[] m, bytes r, int256[] a) pure returns(int256[] out)
func (opsHarness *OpsHarness) PackMatvec(rows *big.Int, cols *big.Int, q []*big.Int, m []*big.Int, r []byte, a []*big.Int) []byte {
	enc, err := opsHarness.abi.Pack("matvec", rows, cols, q, m, r, a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMatvec is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46486314.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function matvec(uint256 rows, uint256 cols, int256[] q, int256[] m, bytes r, int256[] a) pure returns(int256[] out)
func (opsHarness *OpsHarness) TryPackMatvec(rows *big.Int, cols *big.Int, q []*big.Int, m []*big.Int, r []byte, a []*big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("matvec", rows, cols, q, m, r, a)
}

// UnpackMatvec is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x46486314.
//
// Solidity: function matvec(uint256 rows, uint256 cols, int256[] q, int256[] m, bytes r, int256[] a) pure returns(int256[] out)
func (opsHarness *OpsHarness) UnpackMatvec(data []byte) ([]*big.Int, error) {
	out, err := opsHarness.abi.Unpack("matvec", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackRmsnorm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x731530f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rmsnorm(int256[] x, int256[] g, uint256 eps) pure returns(int256[] y)
func (opsHarness *OpsHarness) PackRmsnorm(x []*big.Int, g []*big.Int, eps *big.Int) []byte {
	enc, err := opsHarness.abi.Pack("rmsnorm", x, g, eps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRmsnorm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x731530f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rmsnorm(int256[] x, int256[] g, uint256 eps) pure returns(int256[] y)
func (opsHarness *OpsHarness) TryPackRmsnorm(x []*big.Int, g []*big.Int, eps *big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("rmsnorm", x, g, eps)
}

// UnpackRmsnorm is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x731530f6.
//
// Solidity: function rmsnorm(int256[] x, int256[] g, uint256 eps) pure returns(int256[] y)
func (opsHarness *OpsHarness) UnpackRmsnorm(data []byte) ([]*big.Int, error) {
	out, err := opsHarness.abi.Unpack("rmsnorm", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackRope is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f9bdb3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rope(int256[] head, int256[] cs, int256[] sn, bool halfSplit) pure returns(int256[])
func (opsHarness *OpsHarness) PackRope(head []*big.Int, cs []*big.Int, sn []*big.Int, halfSplit bool) []byte {
	enc, err := opsHarness.abi.Pack("rope", head, cs, sn, halfSplit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRope is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f9bdb3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rope(int256[] head, int256[] cs, int256[] sn, bool halfSplit) pure returns(int256[])
func (opsHarness *OpsHarness) TryPackRope(head []*big.Int, cs []*big.Int, sn []*big.Int, halfSplit bool) ([]byte, error) {
	return opsHarness.abi.Pack("rope", head, cs, sn, halfSplit)
}

// UnpackRope is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f9bdb3c.
//
// Solidity: function rope(int256[] head, int256[] cs, int256[] sn, bool halfSplit) pure returns(int256[])
func (opsHarness *OpsHarness) UnpackRope(data []byte) ([]*big.Int, error) {
	out, err := opsHarness.abi.Unpack("rope", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackRsr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3f74ad3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rsr(int256 v, int256 s) pure returns(int256)
func (opsHarness *OpsHarness) PackRsr(v *big.Int, s *big.Int) []byte {
	enc, err := opsHarness.abi.Pack("rsr", v, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRsr is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3f74ad3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rsr(int256 v, int256 s) pure returns(int256)
func (opsHarness *OpsHarness) TryPackRsr(v *big.Int, s *big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("rsr", v, s)
}

// UnpackRsr is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb3f74ad3.
//
// Solidity: function rsr(int256 v, int256 s) pure returns(int256)
func (opsHarness *OpsHarness) UnpackRsr(data []byte) (*big.Int, error) {
	out, err := opsHarness.abi.Unpack("rsr", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwiglu is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x111b8fc4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swiglu(int256[] hi, int256[] lo, uint256 log2e, int256[] h1, int256[] h3) pure returns(int256[] out)
func (opsHarness *OpsHarness) PackSwiglu(hi []*big.Int, lo []*big.Int, log2e *big.Int, h1 []*big.Int, h3 []*big.Int) []byte {
	enc, err := opsHarness.abi.Pack("swiglu", hi, lo, log2e, h1, h3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwiglu is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x111b8fc4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swiglu(int256[] hi, int256[] lo, uint256 log2e, int256[] h1, int256[] h3) pure returns(int256[] out)
func (opsHarness *OpsHarness) TryPackSwiglu(hi []*big.Int, lo []*big.Int, log2e *big.Int, h1 []*big.Int, h3 []*big.Int) ([]byte, error) {
	return opsHarness.abi.Pack("swiglu", hi, lo, log2e, h1, h3)
}

// UnpackSwiglu is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x111b8fc4.
//
// Solidity: function swiglu(int256[] hi, int256[] lo, uint256 log2e, int256[] h1, int256[] h3) pure returns(int256[] out)
func (opsHarness *OpsHarness) UnpackSwiglu(data []byte) ([]*big.Int, error) {
	out, err := opsHarness.abi.Unpack("swiglu", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}
